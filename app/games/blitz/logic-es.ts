// Brain Blitz's logic challenges in Spanish. They come from Logic Lab's generators (blitz/logic.ts),
// which write English only until Logic Lab itself speaks Spanish (issue 50, its own item): until
// then each English puzzle is re-worded here from its fixed frame ("What number comes next? …"),
// keeping its numbers, so the same draw asks the same puzzle in both languages. Every frame the
// generators write is listed; a new one throws, and the Spanish test finds it. Letters keep their
// place in the alphabet, which in Spanish has an Ñ after the N: "L, M, N, …" goes on with "Ñ".
import type { LogicPuzzle } from "../logic-lab.bank";

const ALPHABET_EN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ALPHABET_ES = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";

/** The words of the odd-one-out groups, the days and the people of Logic Lab's puzzles. */
const WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      "apple manzana|banana plátano|pear pera|grape uva|cherry cereza|plum ciruela|lemon limón|peach durazno",
      "cat gato|dog perro|cow vaca|pig cerdo|horse caballo|sheep oveja|lion león|rabbit conejo",
      "car auto|bus autobús|train tren|bike bicicleta|plane avión|boat barco|truck camión|tractor tractor",
      "hat sombrero|sock calcetín|coat abrigo|shoe zapato|scarf bufanda|glove guante|shirt camisa|boot bota",
      "red rojo|blue azul|green verde|yellow amarillo|pink rosa|purple morado|brown gris|white blanco",
      "one uno|two dos|three tres|four cuatro|five cinco|six seis|seven siete|eight ocho",
      "whale ballena|dolphin delfín|bat murciélago|elephant elefante|mouse ratón|tiger tigre|kangaroo canguro",
      "eagle águila|penguin pingüino|robin petirrojo|owl búho|parrot loro|ostrich avestruz|swan cisne|sparrow gorrión",
      "shark tiburón|salmon salmón|cod bacalao|tuna atún|trout trucha|goldfish pez dorado|herring arenque|carp carpa",
      "ant hormiga|bee abeja|beetle escarabajo|butterfly mariposa|wasp avispa|ladybird mariquita|moth polilla|grasshopper saltamontes",
      "Mercury Mercurio|Venus Venus|Earth Tierra|Mars Marte|Jupiter Júpiter|Saturn Saturno|Uranus Urano|Neptune Neptuno",
      "piano piano|violin violín|drum tambor|flute flauta|guitar guitarra|trumpet trompeta|harp arpa|cello violonchelo",
      "carrot zanahoria|potato papa|cabbage repollo|onion cebolla|pea apio|broccoli brócoli|leek puerro|spinach espinaca",
      "table mesa|chair silla|sofa sofá|bed cama|wardrobe armario|desk escritorio|stool taburete|bookcase estantería",
      "hammer martillo|saw sierra|drill taladro|spanner llave inglesa|screwdriver destornillador|chisel cincel|pliers pinzas|shovel pala",
      "cube cubo|sphere esfera|cone cono|cylinder cilindro|pyramid pirámide|prism prisma|cuboid ortoedro|tetrahedron tetraedro",
      "Africa África|Asia Asia|Europe Europa|Antarctica Antártida|Australia Oceanía|South America América del Sur|North America América del Norte",
      "iron hierro|copper cobre|gold oro|silver plata|tin estaño|zinc zinc|aluminium aluminio|lead plomo",
      "Monday lunes|Tuesday martes|Wednesday miércoles|Thursday jueves|Friday viernes|Saturday sábado|Sunday domingo",
    ]
      .join("|")
      .split("|")
      .map((pair) => {
        // The English word is the pair's first word, or two for the continents: "South America".
        const match = /^((?:South |North )?\S+) (.+)$/.exec(pair)!;
        return [match[1], match[2]];
      }),
  ),
  // "Ella" is Spanish for "she": in a clue she would read as a pronoun.
  Ella: "Elena",
  "They are all the same height": "Todos miden lo mismo",
  "They are all the same age": "Todos tienen la misma edad",
  "They are all as fast as each other": "Todos corren igual de rápido",
  "They all weigh the same": "Todos pesan lo mismo",
};

/** A name of Logic Lab's puzzles is written as it is ("Amy", "Ben"), but for Ella. */
const NAME = /^[A-Z][a-z]+$/;

/** One option in Spanish: numbers as they are, letters at the same place in the Spanish alphabet. */
export function spanishOption(option: string): string {
  if (/^-?\d+$/.test(option)) return option;
  if (/^[A-Z]$/.test(option)) return ALPHABET_ES[ALPHABET_EN.indexOf(option)];
  const word = WORDS[option] ?? (NAME.test(option) ? option : undefined);
  if (word === undefined) throw new Error(`no Spanish for the logic option "${option}"`);
  return word;
}

const letters = (list: string) => list.replace(/\b[A-Z]\b/g, spanishOption);

const COMPARED: Readonly<Record<string, readonly [string, string]>> = {
  taller: ["mide más que", "mide más"],
  shorter: ["mide menos que", "mide menos"],
  older: ["es mayor que", "es mayor"],
  younger: ["es menor que", "es menor"],
  faster: ["corre más rápido que", "corre más rápido"],
  slower: ["corre más despacio que", "corre más despacio"],
  heavier: ["pesa más que", "pesa más"],
  lighter: ["pesa menos que", "pesa menos"],
};
const MOST: Readonly<Record<string, string>> = {
  tallest: "taller",
  shortest: "shorter",
  oldest: "older",
  youngest: "younger",
  fastest: "faster",
  slowest: "slower",
  heaviest: "heavier",
  lightest: "lighter",
};

const STORIES: Readonly<Record<string, (count: string, each: string, periods: string) => string>> = {
  hens: (c, e, p) => `${c} gallinas ponen ${e} huevos al día cada una. ¿Cuántos huevos son en ${p} días?`,
  children: (c, e, p) => `${c} niños leen ${e} páginas al día cada uno. ¿Cuántas páginas son en ${p} días?`,
  trees: (c, e, p) => `${c} árboles dejan caer ${e} manzanas a la semana cada uno. ¿Cuántas manzanas son en ${p} semanas?`,
  bakers: (c, e, p) => `${c} panaderos hornean ${e} panes por hora cada uno. ¿Cuántos panes son en ${p} horas?`,
};

const days = (n: string) => `${n} ${n === "1" ? "día" : "días"}`;
const years = (n: string) => `${n} ${n === "1" ? "año" : "años"}`;
const person = (name: string) => spanishOption(name);

/** Each English frame of Logic Lab's puzzles, and its Spanish. */
const FRAMES: ReadonlyArray<readonly [RegExp, (...m: string[]) => string]> = [
  [/^What number comes next\? (.+)$/, (list) => `¿Qué número sigue? ${list}`],
  [/^Which number is missing\? (.+)$/, (list) => `¿Qué número falta? ${list}`],
  [/^What letter comes next\? (.+)$/, (list) => `¿Qué letra sigue? ${letters(list)}`],
  [/^Which number is the odd one out\? (.+)$/, (list) => `¿Qué número no pertenece al grupo? ${list}`],
  [/^Which one does not belong\?$/, () => "¿Cuál no pertenece al grupo?"],
  [/^Which number is the (biggest|smallest)\?$/, (which) => `¿Qué número es el ${which === "biggest" ? "mayor" : "menor"}?`],
  [/^Which of these is a prime number\?$/, () => "¿Cuál de estos es un número primo?"],
  [
    /^Today is (\w+)\. What day will it be in (\d+) days?\?$/,
    (today, n) => `Hoy es ${spanishOption(today)}. ¿Qué día será dentro de ${days(n)}?`,
  ],
  [
    /^((?:\w+ is \w+ than \w+\. )+)Who is the (\w+)\?$/,
    (clues, most) =>
      `${clues.replace(/(\w+) is (\w+) than (\w+)\./g, (_, a: string, more: string, b: string) => `${person(a)} ${COMPARED[more][0]} ${person(b)}.`)}¿Quién ${COMPARED[MOST[most]][1]} de todos?`,
  ],
  [
    /^(\d+) (\w+) each \w+ (\d+) \w+ (?:a|an) \w+\. How many \w+ is that in (\d+) \w+\?$/,
    (count, who, each, periods) => STORIES[who](count, each, periods),
  ],
  [
    /^A number machine multiplies by (\d+) and then (adds|takes away) (\d+)\. (.+)$/,
    (times, step, amount, rest) => {
      const rule = `Una máquina de números multiplica por ${times} y luego ${step === "adds" ? "suma" : "resta"} ${amount}.`;
      const forwards = /^You put in (\d+)\. What comes out\?$/.exec(rest);
      const backwards = /^(\d+) came out\. What number went in\?$/.exec(rest);
      if (forwards) return `${rule} Si metes el ${forwards[1]}, ¿qué número sale?`;
      if (backwards) return `${rule} Salió el ${backwards[1]}. ¿Qué número entró?`;
      throw new Error(`no Spanish for the number machine "${rest}"`);
    },
  ],
  [
    /^(\w+) is (\d+) times as old as (\w+)\. In (\d+) years, their ages will add up to (\d+)\. How old is \w+ now\?$/,
    (older, times, younger, n, total) =>
      `${person(older)} tiene ${times} veces la edad de ${person(younger)}. Dentro de ${years(n)}, sus edades sumarán ${total}. ¿Cuántos años tiene ${person(younger)} ahora?`,
  ],
  [
    /^(\d+) painters take (\d+) days to paint a school\. How many days would (\d+) painters take, working at the same speed\?$/,
    (workers, n, others) =>
      `${workers} pintores tardan ${n} días en pintar una escuela. ¿Cuántos días tardarían ${others} pintores trabajando al mismo ritmo?`,
  ],
  [
    /^In this grid every row, column and diagonal adds up to the same number\. What is the missing number\? (.+)$/,
    (grid) => `En esta cuadrícula, cada fila, columna y diagonal suma lo mismo. ¿Qué número falta? ${grid}`,
  ],
  [
    /^What is the binary number (\d+) as an ordinary \(base 10\) number\?$/,
    (bits) => `¿Cuánto vale el número binario ${bits} como número decimal (en base 10)?`,
  ],
  [
    /^A bike costs (\d+) coins\. Its price goes up by (\d+)%, then the new price goes down by (\d+)%\. What does it cost now\?$/,
    (price, up, down) =>
      `Una bicicleta cuesta ${price} monedas. Su precio sube un ${up}% y luego el nuevo precio baja un ${down}%. ¿Cuánto cuesta ahora?`,
  ],
];

/** A Logic Lab puzzle's question and options in Spanish (its answer at the same place); Brain Blitz shows no explanation. */
export function spanishPuzzle(puzzle: LogicPuzzle): Pick<LogicPuzzle, "question" | "options" | "correct"> {
  for (const [frame, spanish] of FRAMES) {
    const match = frame.exec(puzzle.question);
    if (match) {
      const options = puzzle.options.map(spanishOption) as LogicPuzzle["options"];
      return { question: spanish(...match.slice(1)), options, correct: puzzle.correct };
    }
  }
  throw new Error(`no Spanish for the logic puzzle "${puzzle.question}"`);
}
