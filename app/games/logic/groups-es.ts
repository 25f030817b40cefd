// The odd-one-out groups in Spanish (odd-one-out.ts): Spanish words a child of each age knows, not
// the English lists translated. Groups of one list share no member, so only one choice is odd.
// América is one continent, as Latin American schools teach it. No word is longer than a choice
// card of a 390 px phone holds ("destornillador" was not).
import type { Group } from "./groups";

export const SPANISH_EVERYDAY_GROUPS: readonly Group[] = [
  { one: "una fruta", many: "frutas", members: ["manzana", "plátano", "pera", "uva", "cereza", "ciruela", "limón", "durazno"] },
  { one: "un animal", many: "animales", members: ["gato", "perro", "vaca", "cerdo", "caballo", "oveja", "león", "conejo"] },
  { one: "un vehículo", many: "vehículos", members: ["auto", "autobús", "tren", "bicicleta", "avión", "barco", "camión", "moto"] },
  {
    one: "una prenda de vestir",
    many: "prendas de vestir",
    members: ["sombrero", "calcetín", "abrigo", "zapato", "bufanda", "guante", "camisa", "bota"],
  },
  { one: "un color", many: "colores", members: ["rojo", "azul", "verde", "amarillo", "rosado", "morado", "marrón", "blanco"] },
  { one: "un número", many: "números", members: ["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho"] },
];

export const SPANISH_SCHOOL_GROUPS: readonly Group[] = [
  {
    one: "un mamífero",
    many: "mamíferos",
    members: ["ballena", "delfín", "murciélago", "caballo", "elefante", "ratón", "tigre", "canguro"],
  },
  { one: "un ave", many: "aves", members: ["águila", "pingüino", "colibrí", "búho", "loro", "avestruz", "cisne", "gorrión"] },
  { one: "un pez", many: "peces", members: ["tiburón", "salmón", "bacalao", "atún", "trucha", "sardina", "arenque", "carpa"] },
  {
    one: "un insecto",
    many: "insectos",
    members: ["hormiga", "abeja", "escarabajo", "mariposa", "avispa", "mariquita", "polilla", "saltamontes"],
  },
  { one: "un planeta", many: "planetas", members: ["Mercurio", "Venus", "Tierra", "Marte", "Júpiter", "Saturno", "Urano", "Neptuno"] },
  {
    one: "un instrumento musical",
    many: "instrumentos musicales",
    members: ["maraca", "violín", "tambor", "flauta", "guitarra", "trompeta", "arpa", "violonchelo"],
  },
  {
    one: "una verdura",
    many: "verduras",
    members: ["zanahoria", "papa", "repollo", "cebolla", "pepino", "brócoli", "calabaza", "espinaca"],
  },
  { one: "un mueble", many: "muebles", members: ["mesa", "silla", "sofá", "cama", "armario", "escritorio", "taburete", "estantería"] },
  {
    one: "una herramienta",
    many: "herramientas",
    members: ["martillo", "serrucho", "taladro", "llave inglesa", "rastrillo", "cincel", "pinzas", "pala"],
  },
  {
    one: "un cuerpo geométrico",
    many: "cuerpos geométricos",
    members: ["cubo", "esfera", "cono", "cilindro", "pirámide", "prisma", "ortoedro", "tetraedro"],
  },
  { one: "un continente", many: "continentes", members: ["África", "América", "Antártida", "Asia", "Europa", "Oceanía"] },
  { one: "un metal", many: "metales", members: ["hierro", "cobre", "oro", "plata", "estaño", "níquel", "aluminio", "plomo"] },
];
