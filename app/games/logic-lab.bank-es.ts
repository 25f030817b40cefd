// Logic Lab's original bank in Spanish (logic-lab.bank.ts): the same puzzle at each place, with its
// right answer at the same index, so a run deals the same puzzles in both languages. Puzzles that
// rest on English are rewritten for Spanish, not translated word by word: names common in
// Spanish-speaking countries, "cría" for an animal's young, prices in pesos and centavos.
import type { LogicPuzzle } from "./logic-lab.bank";

export const SPANISH_LOGIC_BANK: readonly LogicPuzzle[] = [
  // Number patterns
  {
    question: "¿Qué número sigue? 3, 6, 9, 12, ...",
    options: ["14", "15", "16", "18"],
    correct: 1,
    explanation: "Cada número es 3 más que el anterior, así que 12 + 3 = 15.",
  },
  {
    question: "¿Qué número sigue? 1, 4, 9, 16, ...",
    options: ["20", "24", "25", "32"],
    correct: 2,
    explanation: "Son números cuadrados: 1×1, 2×2, 3×3, 4×4, así que sigue 5×5 = 25.",
  },
  {
    question: "¿Qué número sigue? 2, 4, 8, 16, ...",
    options: ["18", "24", "64", "32"],
    correct: 3,
    explanation: "Cada número es el doble del anterior, así que 16 × 2 = 32.",
  },
  {
    question: "¿Qué número sigue? 1, 1, 2, 3, 5, 8, ...",
    options: ["13", "11", "12", "16"],
    correct: 0,
    explanation: "Cada número es la suma de los dos anteriores, así que 5 + 8 = 13.",
  },
  {
    question: "¿Qué número sigue? 100, 90, 80, 70, ...",
    options: ["50", "65", "75", "60"],
    correct: 3,
    explanation: "Los números bajan de 10 en 10, así que 70 − 10 = 60.",
  },
  {
    question: "¿Qué número falta? 2, 5, 8, __, 14",
    options: ["9", "10", "11", "12"],
    correct: 2,
    explanation: "Los números suben de 3 en 3: 8 + 3 = 11, y 11 + 3 = 14.",
  },
  {
    question: "¿Qué número no encaja con los demás? 2, 4, 7, 8",
    options: ["7", "2", "4", "8"],
    correct: 0,
    explanation: "7 es un número impar; 2, 4 y 8 son pares.",
  },
  // Letter and colour patterns: the Spanish alphabet, with Ñ after N
  {
    question: "¿Qué letra sigue? A, C, E, G, ...",
    options: ["H", "I", "J", "K"],
    correct: 1,
    explanation: "La serie se salta una letra cada vez: después de la G viene la H (que se salta) y luego la I.",
  },
  {
    question: "¿Qué letra sigue? Z, Y, X, W, ...",
    options: ["U", "T", "A", "V"],
    correct: 3,
    explanation: "Las letras van hacia atrás por el abecedario, y la V está justo antes de la W.",
  },
  {
    question: "¿Qué sigue? LM, MN, NÑ, ÑO, ...",
    options: ["OP", "OO", "PQ", "ÑP"],
    correct: 0,
    explanation: "Cada pareja empieza una letra después que la anterior, y en español la Ñ va entre la N y la O: después de ÑO viene OP.",
  },
  {
    question: "¿Qué sigue? Rojo, azul, rojo, azul, rojo, ...",
    options: ["Rojo", "Azul", "Verde", "Amarillo"],
    correct: 1,
    explanation: "Los dos colores se turnan, así que después del rojo viene el azul.",
  },
  // Ordering and comparing
  {
    question: "Ana mide más que Beto. Beto mide más que Carmen. ¿Quién mide menos?",
    options: ["Ana", "Beto", "Carmen", "No se puede saber"],
    correct: 2,
    explanation: "Ana mide más que Beto, y Beto mide más que Carmen, así que Carmen es quien mide menos.",
  },
  {
    question: "Mateo tiene más canicas que Luis. Luis tiene más canicas que Sofía. ¿Quién tiene más?",
    options: ["Sofía", "Luis", "Todos tienen las mismas", "Mateo"],
    correct: 3,
    explanation: "Mateo tiene más que Luis, y Luis tiene más que Sofía, así que Mateo es quien tiene más.",
  },
  {
    question: "Pablo tiene más años que Lucía. Lucía tiene más años que Tomás. Tomás tiene más años que Valeria. ¿Quién tiene menos años?",
    options: ["Pablo", "Lucía", "Tomás", "Valeria"],
    correct: 3,
    explanation: "Cada uno tiene más años que el que se nombra después, así que Valeria, la última, es quien tiene menos años.",
  },
  {
    question: "En una fila de niños, Gael es el 4.º desde adelante y el 4.º desde atrás. ¿Cuántos niños hay en la fila?",
    options: ["6", "7", "8", "9"],
    correct: 1,
    explanation: "Hay 3 niños delante de Gael y 3 detrás: 3 + 1 + 3 = 7.",
  },
  {
    question: "Estás en una carrera y rebasas a quien va en segundo lugar. ¿En qué lugar vas ahora?",
    options: ["Primero", "Tercero", "Segundo", "Último"],
    correct: 2,
    explanation: "Ocupas el lugar de quien rebasaste, así que ahora vas en segundo lugar.",
  },
  // Reasoning with groups (syllogisms)
  {
    question: "Todos los gatos son animales. Michi es un gato. ¿Qué afirmación tiene que ser verdadera?",
    options: ["Michi es un animal", "Michi es un perro", "Todos los animales son gatos", "Michi no es un animal"],
    correct: 0,
    explanation: "Michi es un gato, y todos los gatos son animales, así que Michi es un animal.",
  },
  {
    question: "Ningún pez puede volar. El salmón es un pez. ¿Qué afirmación tiene que ser verdadera?",
    options: ["El salmón puede volar", "Algunos peces pueden volar", "El salmón no puede volar", "Todas las aves son peces"],
    correct: 2,
    explanation: "El salmón es un pez, y ningún pez puede volar, así que el salmón no puede volar.",
  },
  {
    question: "Algunas rosas son rojas. Todas las rosas son flores. ¿Qué afirmación tiene que ser verdadera?",
    options: ["Todas las flores son rojas", "Algunas flores son rojas", "Todo lo rojo son rosas", "Ninguna flor es roja"],
    correct: 1,
    explanation: "Las rosas rojas también son flores, así que al menos algunas flores son rojas.",
  },
  {
    question: "Todo cuadrado es un rectángulo. ¿Qué afirmación es verdadera?",
    options: [
      "Todo rectángulo es un cuadrado",
      "Ningún rectángulo es un cuadrado",
      "Los cuadrados son círculos",
      "Algunos rectángulos son cuadrados",
    ],
    correct: 3,
    explanation:
      "Los cuadrados son un tipo especial de rectángulo, así que algunos rectángulos son cuadrados; un rectángulo largo y delgado no lo es.",
  },
  // Analogies
  {
    question: "Perro es a cachorro como gato es a ...",
    options: ["Gatito", "Osezno", "Ternero", "Potro"],
    correct: 0,
    explanation: "El cachorro es la cría del perro, y el gatito es la cría del gato.",
  },
  {
    question: "Pájaro es a nido como abeja es a ...",
    options: ["Guarida", "Colmena", "Madriguera", "Establo"],
    correct: 1,
    explanation: "El pájaro vive en un nido, y la abeja vive en una colmena.",
  },
  {
    question: "Mano es a guante como pie es a ...",
    options: ["Sombrero", "Bufanda", "Calcetín", "Anillo"],
    correct: 2,
    explanation: "El guante se pone en la mano, y el calcetín se pone en el pie.",
  },
  {
    question: "¿Qué palabra no pertenece al grupo? Manzana, plátano, zanahoria, cereza",
    options: ["Manzana", "Plátano", "Cereza", "Zanahoria"],
    correct: 3,
    explanation: "La zanahoria es una verdura; la manzana, el plátano y la cereza son frutas.",
  },
  // Time and calendar
  {
    question: "Hoy es lunes. ¿Qué día será dentro de 3 días?",
    options: ["Miércoles", "Jueves", "Viernes", "Domingo"],
    correct: 1,
    explanation: "Contando desde el lunes: martes (1), miércoles (2), jueves (3).",
  },
  {
    question: "Si ayer fue domingo, ¿qué día será mañana?",
    options: ["Martes", "Lunes", "Miércoles", "Sábado"],
    correct: 0,
    explanation: "Si ayer fue domingo, hoy es lunes, así que mañana será martes.",
  },
  {
    question: "¿Qué día es dos días antes del sábado?",
    options: ["Miércoles", "Viernes", "Jueves", "Domingo"],
    correct: 2,
    explanation: "Un día antes del sábado es viernes, y dos días antes es jueves.",
  },
  {
    question: "Un reloj marca las 3:00. ¿Qué hora marcará 4 horas después?",
    options: ["6:00", "8:00", "1:00", "7:00"],
    correct: 3,
    explanation: "3 + 4 = 7, así que el reloj marcará las 7:00.",
  },
  {
    question: "¿Cuántos meses del año tienen por lo menos 28 días?",
    options: ["12", "1", "2", "6"],
    correct: 0,
    explanation: "Todos los meses tienen por lo menos 28 días, incluso febrero, así que son los 12.",
  },
  // Word problems and trick questions
  {
    question: "Una granjera tiene 3 gallinas. Cada gallina pone 2 huevos al día. ¿Cuántos huevos ponen en 2 días?",
    options: ["6", "8", "12", "10"],
    correct: 2,
    explanation: "3 gallinas × 2 huevos = 6 huevos al día, y 6 × 2 días = 12 huevos.",
  },
  {
    question: "Si 3 lápices cuestan 60 centavos, ¿cuánto cuestan 5 lápices?",
    options: ["80 centavos", "$1.00", "90 centavos", "$1.20"],
    correct: 1,
    explanation: "Un lápiz cuesta 60 ÷ 3 = 20 centavos, así que 5 lápices cuestan 5 × 20 = 100 centavos, que es $1.00.",
  },
  {
    question: "¿Qué pesa más: un kilo de plumas o un kilo de ladrillos?",
    options: ["Las plumas", "Los ladrillos", "Depende del clima", "Pesan lo mismo"],
    correct: 3,
    explanation: "Los dos pesan exactamente un kilo; los ladrillos solo ocupan menos espacio.",
  },
  {
    question: "Si 5 máquinas tardan 5 minutos en hacer 5 juguetes, ¿cuánto tardan 100 máquinas en hacer 100 juguetes?",
    options: ["5 minutos", "20 minutos", "100 minutos", "500 minutos"],
    correct: 0,
    explanation: "Cada máquina hace un juguete en 5 minutos, así que 100 máquinas hacen 100 juguetes en los mismos 5 minutos.",
  },
  {
    question: "Un bate y una pelota cuestan $1.10 juntos. El bate cuesta $1.00 más que la pelota. ¿Cuánto cuesta la pelota?",
    options: ["$0.10", "$0.05", "$0.15", "$1.00"],
    correct: 1,
    explanation:
      "Si la pelota cuesta 5 centavos, el bate cuesta $1.05, y juntos cuestan $1.10. Con una pelota de 10 centavos, el bate costaría $1.10 y el total sería $1.20.",
  },
  {
    question: "Un caracol sube 3 metros por una pared de 10 metros cada día y resbala 2 metros cada noche. ¿Qué día llega arriba?",
    options: ["El día 7", "El día 9", "El día 8", "El día 10"],
    correct: 2,
    explanation: "Después de 7 días y 7 noches está a 7 metros. El día 8 sube 3 metros y llega a los 10 metros antes de poder resbalar.",
  },
  {
    question: "Una hoja de papel cuadrada tiene 4 esquinas. Cortas una esquina con un corte recto. ¿Cuántas esquinas tiene ahora?",
    options: ["3", "4", "6", "5"],
    correct: 3,
    explanation: "El corte quita una esquina pero forma dos nuevas: 4 − 1 + 2 = 5.",
  },
  {
    question:
      "En un cajón hay 3 calcetines rojos y 3 azules. Sin mirar, ¿cuántos calcetines tienes que sacar como mínimo para tener seguro un par del mismo color?",
    options: ["2", "3", "4", "6"],
    correct: 1,
    explanation: "Con solo dos colores, entre 3 calcetines cualesquiera siempre hay dos del mismo color.",
  },
  {
    question: "¿Qué número es par, mayor que 7 y menor que 10?",
    options: ["7", "9", "8", "11"],
    correct: 2,
    explanation: "Entre 7 y 10 están el 8 y el 9, y solo el 8 es par.",
  },
  {
    question: "La mitad de un número es 9. ¿Cuál es el número?",
    options: ["4.5", "9", "27", "18"],
    correct: 3,
    explanation: "Si la mitad es 9, el número es 9 × 2 = 18.",
  },
];
