// Trivia by age: hand-written facts that do not change over time and are not disputed, plus
// small fact tables (legs, baby animals, capitals, chemical symbols) turned into questions.
// A fact is [question, answer, other accepted answers...].
import type { BlitzChallenge } from "../brain-blitz.bank";
import { YOUNG_ANIMALS } from "../facts/young-animals";

export type Fact = readonly string[];

function challenges(facts: readonly Fact[], points: BlitzChallenge["points"]): BlitzChallenge[] {
  return facts.map(([question, answer, ...accept]) => ({
    category: "trivia",
    question,
    answer,
    ...(accept.length ? { accept } : {}),
    points,
  }));
}

const LEGS: ReadonlyArray<readonly [string, number]> = [
  ["a spider", 8],
  ["an ant", 6],
  ["a bee", 6],
  ["a ladybird", 6],
  ["a dog", 4],
  ["a cat", 4],
  ["a horse", 4],
  ["a cow", 4],
  ["a duck", 2],
  ["a chicken", 2],
  ["a snake", 0],
  ["an ostrich", 2],
  ["a beetle", 6],
];

const CAPITALS: ReadonlyArray<readonly string[]> = [
  ["France", "Paris"],
  ["Italy", "Rome"],
  ["Spain", "Madrid"],
  ["Germany", "Berlin"],
  ["Japan", "Tokyo"],
  ["Egypt", "Cairo"],
  ["Russia", "Moscow"],
  ["China", "Beijing"],
  ["Greece", "Athens"],
  ["Portugal", "Lisbon"],
  ["Ireland", "Dublin"],
  ["Norway", "Oslo"],
  ["Sweden", "Stockholm"],
  ["Kenya", "Nairobi"],
  ["Canada", "Ottawa"],
  ["Australia", "Canberra"],
  ["Argentina", "Buenos Aires"],
  ["Peru", "Lima"],
  ["Poland", "Warsaw"],
  ["Austria", "Vienna"],
  ["Hungary", "Budapest"],
  ["Mexico", "Mexico City"],
  ["India", "New Delhi"],
  ["Thailand", "Bangkok"],
  ["South Korea", "Seoul"],
  ["Denmark", "Copenhagen"],
  ["Finland", "Helsinki"],
  ["Belgium", "Brussels"],
  ["Turkey", "Ankara"],
  ["Brazil", "Brasília", "Brasilia"],
  ["Chile", "Santiago"],
  ["Cuba", "Havana"],
  ["Iceland", "Reykjavik", "Reykjavík"],
  ["the United Kingdom", "London"],
  ["the United States", "Washington, D.C.", "Washington", "Washington DC", "Washington D.C."],
  ["Nigeria", "Abuja"],
  ["Ghana", "Accra"],
  ["Vietnam", "Hanoi"],
  ["the Philippines", "Manila"],
  ["New Zealand", "Wellington"],
];

const ELEMENTS: ReadonlyArray<readonly [string, string]> = [
  ["gold", "Au"],
  ["silver", "Ag"],
  ["iron", "Fe"],
  ["sodium", "Na"],
  ["potassium", "K"],
  ["lead", "Pb"],
  ["copper", "Cu"],
  ["oxygen", "O"],
  ["hydrogen", "H"],
  ["carbon", "C"],
  ["nitrogen", "N"],
  ["helium", "He"],
  ["calcium", "Ca"],
  ["mercury", "Hg"],
  ["tin", "Sn"],
  ["zinc", "Zn"],
  ["chlorine", "Cl"],
  ["neon", "Ne"],
  ["uranium", "U"],
];

const PLANETS = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"];
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];

const YOUNG_FACTS: readonly Fact[] = [
  ["What colour is the sky on a clear sunny day?", "blue"],
  ["What do bees make?", "honey"],
  ["What do caterpillars turn into?", "butterflies", "butterfly", "moths", "moth"],
  ["How many days are in a week?", "7"],
  ["How many months are in a year?", "12"],
  ["What colour is a ripe banana?", "yellow"],
  ["Which animal is known as the king of the jungle?", "lion"],
  ["What do you call frozen water?", "ice"],
  ["How many wheels does a bicycle have?", "2"],
  ["How many wheels does a tricycle have?", "3"],
  ["What colour do you get when you mix red and yellow?", "orange"],
  ["What colour do you get when you mix blue and yellow?", "green"],
  ["What colour do you get when you mix red and blue?", "purple", "violet"],
  ["What colour do you get when you mix red and white?", "pink"],
  ["What colour do you get when you mix black and white?", "grey", "gray"],
  ["What is the name of the star that gives Earth light in the day?", "the Sun"],
  ["Which animal has a very long neck and eats leaves from tall trees?", "giraffe"],
  ["Which animal has a trunk?", "elephant"],
  ["Which bird is a symbol of peace?", "dove"],
  ["What shape has three sides?", "triangle"],
  ["What shape is a ball?", "sphere", "round", "a sphere", "circle"],
  ["How many fingers are on one hand?", "5"],
  ["What season comes after winter?", "spring"],
  ["What season comes after summer?", "autumn", "fall"],
  ["What do plants need to drink?", "water"],
  ["Which farm animal says oink?", "pig"],
  ["What is the opposite of day?", "night"],
  ["Which animal is black and white and eats bamboo?", "panda", "giant panda"],
  ["What do you call a baby's bed with bars?", "cot", "crib"],
  ["How many hours are in a day?", "24"],
];

const MIDDLE_FACTS: readonly Fact[] = [
  ["Which planet is known as the Red Planet?", "Mars"],
  ["What is the largest planet in our solar system?", "Jupiter"],
  ["Which planet has the most famous rings?", "Saturn"],
  ["What is the largest ocean on Earth?", "Pacific Ocean", "Pacific"],
  ["How many days are in a leap year?", "366"],
  ["How many minutes are in an hour?", "60"],
  ["How many seconds are in a minute?", "60"],
  ["How many sides does a hexagon have?", "6"],
  ["How many sides does an octagon have?", "8"],
  ["At how many degrees Celsius does pure water freeze?", "0"],
  ["At how many degrees Celsius does pure water boil at sea level?", "100"],
  ["What is the largest animal alive today?", "blue whale"],
  ["What is the fastest land animal?", "cheetah"],
  ["What do we call animals that eat only plants?", "herbivores", "herbivore"],
  ["What do we call animals that eat only meat?", "carnivores", "carnivore"],
  ["Which gas do we need to breathe in to live?", "oxygen"],
  ["What is the hardest natural material?", "diamond"],
  ["Which continent is the Sahara Desert in?", "Africa"],
  ["Which continent is the coldest?", "Antarctica"],
  ["What is the name of the highest mountain above sea level?", "Mount Everest", "Everest", "Mt Everest", "Mt. Everest"],
  ["What is the longest bone in the human body?", "femur", "thigh bone", "thighbone"],
  ["What organ pumps blood around your body?", "heart"],
  ["How many legs does an insect have?", "6"],
  ["Who wrote the play Romeo and Juliet?", "William Shakespeare", "Shakespeare"],
  ["What is the capital city of the United Kingdom?", "London"],
  ["In which country are the ancient pyramids of Giza?", "Egypt"],
  ["What force keeps us on the ground?", "gravity"],
  ["Which instrument has black and white keys?", "piano"],
];

const OLDER_FACTS: readonly Fact[] = [
  ["What is the chemical formula for water?", "H2O"],
  ["Which gas do plants take in from the air to make their food?", "carbon dioxide", "CO2"],
  ["What is the powerhouse of the cell?", "mitochondria", "mitochondrion"],
  ["What is the centre of an atom called?", "nucleus"],
  ["How many bones are in an adult human body?", "206"],
  ["What is the largest organ of the human body?", "skin"],
  ["What is the speed of light in a vacuum, in km per second, to the nearest thousand?", "300000", "300,000"],
  ["What is the name of the force that opposes motion between two surfaces?", "friction"],
  ["What is the square root of 144?", "12"],
  ["How many degrees are in a right angle?", "90"],
  ["How many degrees do the angles of a triangle add up to?", "180"],
  ["What is the value of pi to two decimal places?", "3.14"],
  ["What do we call a polygon with ten sides?", "decagon"],
  ["Who painted the Mona Lisa?", "Leonardo da Vinci", "da Vinci", "Leonardo"],
  ["Who developed the theory of relativity?", "Albert Einstein", "Einstein"],
  ["Who proposed the theory of evolution by natural selection?", "Charles Darwin", "Darwin"],
  ["Which scientist is famous for the laws of motion and gravity?", "Isaac Newton", "Newton"],
  ["In which year did the Second World War end?", "1945"],
  ["In which year did humans first land on the Moon?", "1969"],
  ["Which ancient civilisation built Machu Picchu?", "the Inca", "Incas"],
  ["What is the longest river in South America?", "the Amazon", "Amazon River"],
  ["What is the smallest prime number?", "2"],
  ["How many sides does a dodecagon have?", "12"],
  ["What is the study of living things called?", "biology"],
  ["What is the study of the Earth's rocks called?", "geology"],
  ["What do we call the process by which plants make food using sunlight?", "photosynthesis"],
  ["What do we call the imaginary line around the middle of the Earth?", "the equator"],
  ["Which blood cells fight infection?", "white blood cells", "white cells", "white"],
  ["What is 0 degrees Celsius in degrees Fahrenheit?", "32"],
];

/** A language's trivia: its facts and fact tables, and how it asks about a table's row. */
export interface TriviaTables {
  young: readonly Fact[];
  middle: readonly Fact[];
  older: readonly Fact[];
  legs: ReadonlyArray<readonly [string, number]>;
  babies: ReadonlyArray<readonly [string, string, ...string[]]>;
  planets: readonly string[];
  capitals: ReadonlyArray<readonly string[]>;
  elements: ReadonlyArray<readonly [string, string]>;
  ask: {
    legs: (animal: string) => string;
    baby: (animal: string) => string;
    /** The planet `place` from the Sun, 0 the nearest. */
    planet: (place: number) => string;
    capital: (country: string) => string;
    symbol: (element: string) => string;
    element: (symbol: string) => string;
  };
}

/** Indexed by level id − 1: each band's trivia, all of it (the catalogue keeps every fact). */
export function triviaBands(t: TriviaTables): readonly (readonly BlitzChallenge[])[] {
  const babies = t.babies.map(([animal, ...baby]) => [t.ask.baby(animal), ...baby]);
  const planets = t.planets.map((planet, i) => [t.ask.planet(i), planet]);
  const capitals = (rows: ReadonlyArray<readonly string[]>) => rows.map(([country, ...city]) => [t.ask.capital(country), ...city]);
  return [
    [
      ...challenges(t.young, 1),
      ...challenges(
        t.legs.map(([animal, legs]) => [t.ask.legs(animal), String(legs)]),
        1,
      ),
      ...challenges(babies, 2),
    ],
    [...challenges(t.middle, 2), ...challenges(babies, 1), ...challenges(planets, 2), ...challenges(capitals(t.capitals.slice(0, 12)), 3)],
    [
      ...challenges(t.middle.slice(0, 20), 1),
      ...challenges(t.older.slice(0, 15), 3),
      ...challenges(capitals(t.capitals), 2),
      ...challenges(planets, 1),
    ],
    [
      ...challenges(t.older, 2),
      ...challenges(capitals(t.capitals.slice(12)), 2),
      ...challenges(
        t.elements.map(([element, symbol]) => [t.ask.symbol(element), symbol]),
        3,
      ),
      ...challenges(
        t.elements.map(([element, symbol]) => [t.ask.element(symbol), element]),
        3,
      ),
    ],
  ];
}

export const BLITZ_TRIVIA = triviaBands({
  young: YOUNG_FACTS,
  middle: MIDDLE_FACTS,
  older: OLDER_FACTS,
  legs: LEGS,
  babies: YOUNG_ANIMALS,
  planets: PLANETS,
  capitals: CAPITALS,
  elements: ELEMENTS,
  ask: {
    legs: (animal) => `How many legs does ${animal} have?`,
    baby: (animal) => `What do we call a baby ${animal}?`,
    planet: (place) => `Which planet is ${ORDINALS[place]} from the Sun?`,
    capital: (country) => `What is the capital city of ${country}?`,
    symbol: (element) => `What is the chemical symbol for ${element}?`,
    element: (symbol) => `Which element has the chemical symbol ${symbol}?`,
  },
});
