// Word Adventure bank: our own words and hints. Words were chosen to have no common anagram,
// so the scrambled letters lead to one answer only. The scrambled form is fixed here (not
// generated) so every player sees the same puzzle for a word; tests check it is a permutation.
import type { Difficulty } from "./types";

export interface WordItem {
  word: string;
  scrambled: string;
  hint: string;
  difficulty: Difficulty;
  /** An emoji shown beside the hint at the youngest levels (words/types.ts). */
  picture?: string;
  /** A sentence that uses the word, shown after it was missed (words/sentences/). */
  sentence?: string;
}

export const WORD_BANK: readonly WordItem[] = [
  // easy: short everyday words
  { word: "frog", scrambled: "grfo", hint: "A green animal that hops and says ribbit", difficulty: "easy" },
  { word: "duck", scrambled: "cukd", hint: "A bird that swims in ponds and says quack", difficulty: "easy" },
  { word: "book", scrambled: "kboo", hint: "It has pages and you read it", difficulty: "easy" },
  { word: "milk", scrambled: "lmik", hint: "A white drink that comes from cows", difficulty: "easy" },
  { word: "apple", scrambled: "ealpp", hint: "A crunchy red or green fruit", difficulty: "easy" },
  { word: "tiger", scrambled: "rgite", hint: "A big wild cat with orange and black stripes", difficulty: "easy" },
  { word: "zebra", scrambled: "baezr", hint: "A horse-like animal with black and white stripes", difficulty: "easy" },
  { word: "happy", scrambled: "yhpap", hint: "How you feel when you smile", difficulty: "easy" },
  { word: "chair", scrambled: "hrica", hint: "Furniture you sit on", difficulty: "easy" },
  { word: "grass", scrambled: "rasgs", hint: "Green plants that cover a lawn", difficulty: "easy" },
  { word: "robot", scrambled: "ootrb", hint: "A machine that can be programmed to do jobs", difficulty: "easy" },
  { word: "pizza", scrambled: "azizp", hint: "Baked flat dough topped with tomato and cheese", difficulty: "easy" },
  // medium: longer words
  { word: "rocket", scrambled: "trceok", hint: "It blasts off into space", difficulty: "medium" },
  { word: "jungle", scrambled: "ljneug", hint: "A thick, hot and rainy forest", difficulty: "medium" },
  { word: "pencil", scrambled: "ncpeli", hint: "You write with it, and its marks can be rubbed out", difficulty: "medium" },
  { word: "dragon", scrambled: "rdgano", hint: "A fire-breathing creature from stories", difficulty: "medium" },
  { word: "monkey", scrambled: "knoemy", hint: "A playful animal that swings through the trees", difficulty: "medium" },
  { word: "rainbow", scrambled: "woibnar", hint: "A colourful arc in the sky when sun meets rain", difficulty: "medium" },
  { word: "penguin", scrambled: "nngpeiu", hint: "A bird that cannot fly but swims very well", difficulty: "medium" },
  { word: "volcano", scrambled: "oconlva", hint: "A mountain that can erupt with hot lava", difficulty: "medium" },
  { word: "dolphin", scrambled: "pndiohl", hint: "A clever sea mammal that clicks and whistles", difficulty: "medium" },
  { word: "blanket", scrambled: "telaknb", hint: "It keeps you warm in bed", difficulty: "medium" },
  { word: "library", scrambled: "arlybir", hint: "A place where you can borrow books", difficulty: "medium" },
  // hard: long words
  { word: "elephant", scrambled: "htanlpee", hint: "The largest land animal, with a long trunk", difficulty: "hard" },
  { word: "dinosaur", scrambled: "unriosad", hint: "Reptiles that lived millions of years ago, like T. rex", difficulty: "hard" },
  { word: "umbrella", scrambled: "rllmeuba", hint: "It keeps you dry in the rain", difficulty: "hard" },
  { word: "sandwich", scrambled: "dcsnhiwa", hint: "A filling between two slices of bread", difficulty: "hard" },
  { word: "kangaroo", scrambled: "akoroagn", hint: "An Australian animal that carries its baby in a pouch", difficulty: "hard" },
  { word: "telescope", scrambled: "cseelptoe", hint: "It helps you see faraway stars and planets", difficulty: "hard" },
  {
    word: "butterfly",
    scrambled: "tublyfter",
    hint: "An insect with colourful wings that starts life as a caterpillar",
    difficulty: "hard",
  },
  { word: "astronaut", scrambled: "sarutoant", hint: "A person trained to travel into space", difficulty: "hard" },
  { word: "chocolate", scrambled: "haolcceot", hint: "A sweet treat made from cocoa beans", difficulty: "hard" },
  { word: "adventure", scrambled: "daerunevt", hint: "An exciting journey or experience", difficulty: "hard" },
  { word: "hurricane", scrambled: "erhrniuca", hint: "A huge storm with very strong winds", difficulty: "hard" },
  { word: "crocodile", scrambled: "olcediorc", hint: "A large reptile with strong jaws that lives near water", difficulty: "hard" },
  { word: "microscope", scrambled: "rocscopmie", hint: "It makes tiny things look much bigger", difficulty: "hard" },
];
