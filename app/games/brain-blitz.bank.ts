// Brain Blitz bank: our own challenges in five categories. Points follow difficulty
// (1 easy, 2 medium, 3 hard). `answer` is what we show; `accept` lists other spellings that are
// equally right. Numbers from 0 to 20 are also accepted as words ("four") by the engine, and
// a leading "the" is ignored, so those need not be listed. Trivia avoids facts that are
// disputed or change over time.

export type BlitzCategory = "math" | "word" | "logic" | "trivia" | "memory";

export const BLITZ_CATEGORIES: readonly BlitzCategory[] = ["math", "word", "logic", "trivia", "memory"];

export interface BlitzChallenge {
  category: BlitzCategory;
  question: string;
  answer: string;
  accept?: string[];
  points: 1 | 2 | 3;
  /** Wrong answers that fit the question best (a puzzle's other options, a sequence's other items), for choices. */
  distractors?: readonly string[];
  /** Four options to pick from, the answer among them (the youngest level: blitz/choices.ts); else typed. */
  choices?: readonly string[];
}

export const BLITZ_BANK: readonly BlitzChallenge[] = [
  // math
  { category: "math", question: "What is 7 + 8?", answer: "15", points: 1 },
  { category: "math", question: "What is half of 50?", answer: "25", points: 1 },
  { category: "math", question: "How many sides does a hexagon have?", answer: "6", points: 1 },
  { category: "math", question: "How many minutes are in 2 hours?", answer: "120", points: 1 },
  { category: "math", question: "What is 12 × 3?", answer: "36", points: 2 },
  { category: "math", question: "What is 100 − 37?", answer: "63", points: 2 },
  { category: "math", question: "What is 144 ÷ 12?", answer: "12", points: 2 },
  { category: "math", question: "What is 9 × 9?", answer: "81", points: 2 },
  { category: "math", question: "What is one quarter of 20?", answer: "5", points: 2 },
  { category: "math", question: "What is 10% of 250?", answer: "25", points: 2 },
  { category: "math", question: "What is the square root of 81?", answer: "9", points: 3 },
  { category: "math", question: "What is 2 + 3 × 4?", answer: "14", points: 3 },
  { category: "math", question: "What is 15 × 4?", answer: "60", points: 3 },

  // word
  { category: "word", question: "What is the opposite of 'hot'?", answer: "cold", points: 1 },
  { category: "word", question: "What is the opposite of 'early'?", answer: "late", points: 1 },
  { category: "word", question: "What is the past tense of 'run'?", answer: "ran", points: 1 },
  { category: "word", question: "Which letter comes right after M in the alphabet?", answer: "N", points: 1 },
  { category: "word", question: "Unscramble this animal: G D O", answer: "dog", points: 1 },
  { category: "word", question: "How many letters are in the word 'elephant'?", answer: "8", points: 1 },
  { category: "word", question: "What is the plural of 'mouse'?", answer: "mice", points: 2 },
  { category: "word", question: "What is the plural of 'child'?", answer: "children", points: 2 },
  { category: "word", question: "What is the past tense of 'swim'?", answer: "swam", points: 2 },
  { category: "word", question: "How many times does the letter A appear in the word 'banana'?", answer: "3", points: 2 },
  { category: "word", question: "sun + ____ = a tall yellow flower. What is the missing word?", answer: "flower", points: 2 },
  { category: "word", question: "Which word reads the same backwards: LEVEL or LEVER?", answer: "level", points: 2 },
  { category: "word", question: "Which is spelled correctly: RECIEVE or RECEIVE?", answer: "receive", points: 3 },

  // logic
  { category: "logic", question: "What number comes next: 2, 4, 6, 8, ...?", answer: "10", points: 1 },
  { category: "logic", question: "What number comes next: 50, 45, 40, 35, ...?", answer: "30", points: 1 },
  { category: "logic", question: "Which one does not belong: dog, cat, rose, horse?", answer: "rose", points: 1 },
  { category: "logic", question: "If today is Friday, what day will it be in 2 days?", answer: "Sunday", points: 1 },
  { category: "logic", question: "Ella is faster than Max. Max is faster than Zoe. Who is the fastest?", answer: "Ella", points: 2 },
  { category: "logic", question: "What letter comes next: B, D, F, H, ...?", answer: "J", points: 2 },
  { category: "logic", question: "What number comes next: 3, 6, 12, 24, ...?", answer: "48", points: 2 },
  { category: "logic", question: "What comes next: January, March, May, ...?", answer: "July", points: 2 },
  {
    category: "logic",
    question: "All bloops are razzies and all razzies are lazzies. Are all bloops lazzies? (yes or no)",
    answer: "yes",
    points: 2,
  },
  { category: "logic", question: "What number comes next: 1, 3, 6, 10, 15, ...?", answer: "21", points: 3 },
  {
    category: "logic",
    question: "I am an odd number. Take away one letter and I become even. What number am I?",
    answer: "seven",
    accept: ["7"],
    points: 3,
  },
  {
    category: "logic",
    question: "A dad and his son are 36 years old in total. The dad is 30 years older than the son. How old is the son?",
    answer: "3",
    points: 3,
  },

  // trivia
  { category: "trivia", question: "How many legs does a spider have?", answer: "8", points: 1 },
  { category: "trivia", question: "Which planet is known as the Red Planet?", answer: "Mars", points: 1 },
  { category: "trivia", question: "What do bees make from the nectar of flowers?", answer: "honey", points: 1 },
  { category: "trivia", question: "What is the capital city of France?", answer: "Paris", points: 1 },
  { category: "trivia", question: "What is the largest ocean on Earth?", answer: "Pacific Ocean", accept: ["Pacific"], points: 2 },
  { category: "trivia", question: "At how many degrees Celsius does pure water freeze?", answer: "0", points: 2 },
  { category: "trivia", question: "What is the largest planet in our solar system?", answer: "Jupiter", points: 2 },
  { category: "trivia", question: "How many days are in a leap year?", answer: "366", points: 2 },
  {
    category: "trivia",
    question: "Who wrote the play Romeo and Juliet?",
    answer: "William Shakespeare",
    accept: ["Shakespeare"],
    points: 2,
  },
  { category: "trivia", question: "What is the largest animal alive today?", answer: "blue whale", points: 2 },
  {
    category: "trivia",
    question: "What is the name of the highest mountain above sea level?",
    answer: "Mount Everest",
    accept: ["Everest", "Mt Everest", "Mt. Everest"],
    points: 2,
  },
  { category: "trivia", question: "What is the chemical symbol for gold?", answer: "Au", points: 3 },
  {
    category: "trivia",
    question: "Which gas do plants take in from the air to make their food?",
    answer: "carbon dioxide",
    accept: ["CO2"],
    points: 3,
  },
  { category: "trivia", question: "What is the star closest to Earth?", answer: "the Sun", accept: ["Sun"], points: 3 },

  // memory: the sequence and the question share one prompt, so it works as plain text
  { category: "memory", question: "Remember this sequence: 4 7 1 9. What was the third number?", answer: "1", points: 1 },
  { category: "memory", question: "Remember these colours: red, blue, green, yellow. Which colour was second?", answer: "blue", points: 1 },
  { category: "memory", question: "Remember these animals: cat, dog, owl, fox. Which animal was last?", answer: "fox", points: 1 },
  { category: "memory", question: "Remember this sequence: 8 3 6 2 5. What was the first number?", answer: "8", points: 1 },
  { category: "memory", question: "Remember these letters: K P R T. Which letter was third?", answer: "R", points: 2 },
  { category: "memory", question: "Remember this sequence: 9 2 7 4 1. Which number came right after 7?", answer: "4", points: 2 },
  {
    category: "memory",
    question: "Remember these fruits: pear, plum, kiwi, lime, fig. Which fruit was fourth?",
    answer: "lime",
    points: 2,
  },
  {
    category: "memory",
    question: "Remember these words: sun, moon, star, cloud. Which word came just before star?",
    answer: "moon",
    points: 2,
  },
  {
    category: "memory",
    question: "Remember these shapes: circle, square, triangle, heart. Which shape was third?",
    answer: "triangle",
    points: 2,
  },
  { category: "memory", question: "Remember this sequence: 3 8 3 5 8 3. How many times did 3 appear?", answer: "3", points: 3 },
  { category: "memory", question: "Remember this sequence: 6 4 9 1 7 3. What was the fifth number?", answer: "7", points: 3 },
  { category: "memory", question: "Remember this code: 5 1 8 2. What do its four numbers add up to?", answer: "16", points: 3 },
  {
    category: "memory",
    question: "Remember this sequence: 2 9 5. Type it backwards.",
    answer: "592",
    accept: ["5 9 2", "5,9,2", "5, 9, 2"],
    points: 3,
  },
];
