// Logic Lab bank: our own puzzles. Each has exactly four distinct options, the index of the
// correct one, and an explanation shown after answering. Correct positions are spread over 0-3.
import type { PictureCell } from "./types";

export interface LogicPuzzle {
  question: string;
  options: [string, string, string, string];
  correct: 0 | 1 | 2 | 3;
  explanation: string;
  /** Picture puzzles (logic/pictures.ts): the picture under the question, and each option drawn. */
  picture?: readonly PictureCell[];
  optionPictures?: readonly PictureCell[];
}

export const LOGIC_BANK: readonly LogicPuzzle[] = [
  // Number patterns
  {
    question: "What number comes next? 3, 6, 9, 12, ...",
    options: ["14", "15", "16", "18"],
    correct: 1,
    explanation: "Each number is 3 more than the one before, so 12 + 3 = 15.",
  },
  {
    question: "What number comes next? 1, 4, 9, 16, ...",
    options: ["20", "24", "25", "32"],
    correct: 2,
    explanation: "These are square numbers: 1×1, 2×2, 3×3, 4×4, so next is 5×5 = 25.",
  },
  {
    question: "What number comes next? 2, 4, 8, 16, ...",
    options: ["18", "24", "64", "32"],
    correct: 3,
    explanation: "Each number is double the one before, so 16 × 2 = 32.",
  },
  {
    question: "What number comes next? 1, 1, 2, 3, 5, 8, ...",
    options: ["13", "11", "12", "16"],
    correct: 0,
    explanation: "Each number is the sum of the two before it, so 5 + 8 = 13.",
  },
  {
    question: "What number comes next? 100, 90, 80, 70, ...",
    options: ["50", "65", "75", "60"],
    correct: 3,
    explanation: "The numbers go down by 10 each time, so 70 − 10 = 60.",
  },
  {
    question: "Which number is missing? 2, 5, 8, __, 14",
    options: ["9", "10", "11", "12"],
    correct: 2,
    explanation: "The numbers go up by 3 each time: 8 + 3 = 11, and 11 + 3 = 14.",
  },
  {
    question: "Which number is the odd one out? 2, 4, 7, 8",
    options: ["7", "2", "4", "8"],
    correct: 0,
    explanation: "7 is an odd number; 2, 4 and 8 are all even.",
  },
  // Letter and colour patterns
  {
    question: "What letter comes next? A, C, E, G, ...",
    options: ["H", "I", "J", "K"],
    correct: 1,
    explanation: "The pattern skips one letter each time: after G comes H (skipped), then I.",
  },
  {
    question: "What letter comes next? Z, Y, X, W, ...",
    options: ["U", "T", "A", "V"],
    correct: 3,
    explanation: "The letters go backwards through the alphabet, and V comes just before W.",
  },
  {
    question: "What comes next? AB, BC, CD, DE, ...",
    options: ["EF", "EE", "FG", "DF"],
    correct: 0,
    explanation: "Each pair starts one letter later than the pair before, so after DE comes EF.",
  },
  {
    question: "What comes next? Red, Blue, Red, Blue, Red, ...",
    options: ["Red", "Blue", "Green", "Yellow"],
    correct: 1,
    explanation: "The two colours take turns, so Blue follows Red.",
  },
  // Ordering and comparing
  {
    question: "Amy is taller than Ben. Ben is taller than Cara. Who is the shortest?",
    options: ["Amy", "Ben", "Cara", "You cannot tell"],
    correct: 2,
    explanation: "Amy is taller than Ben, and Ben is taller than Cara, so Cara is the shortest.",
  },
  {
    question: "Mia has more marbles than Leo. Leo has more marbles than Zoe. Who has the most?",
    options: ["Zoe", "Leo", "They all have the same", "Mia"],
    correct: 3,
    explanation: "Mia has more than Leo, who has more than Zoe, so Mia has the most.",
  },
  {
    question: "Sam is older than Lily. Lily is older than Max. Max is older than Ava. Who is the youngest?",
    options: ["Sam", "Lily", "Max", "Ava"],
    correct: 3,
    explanation: "Each person is older than the next one named, so Ava, named last, is the youngest.",
  },
  {
    question: "In a line of children, Kai is 4th from the front and 4th from the back. How many children are in the line?",
    options: ["6", "7", "8", "9"],
    correct: 1,
    explanation: "There are 3 children in front of Kai and 3 behind: 3 + 1 + 3 = 7.",
  },
  {
    question: "You are running a race and you pass the person in second place. What place are you in now?",
    options: ["First", "Third", "Second", "Last"],
    correct: 2,
    explanation: "You take the place of the person you passed, so you are now second.",
  },
  // Reasoning with groups (syllogisms)
  {
    question: "All cats are animals. Tom is a cat. Which statement must be true?",
    options: ["Tom is an animal", "Tom is a dog", "All animals are cats", "Tom is not an animal"],
    correct: 0,
    explanation: "Tom is a cat, and every cat is an animal, so Tom is an animal.",
  },
  {
    question: "No fish can fly. A salmon is a fish. Which statement must be true?",
    options: ["A salmon can fly", "Some fish can fly", "A salmon cannot fly", "All birds are fish"],
    correct: 2,
    explanation: "A salmon is a fish, and no fish can fly, so a salmon cannot fly.",
  },
  {
    question: "Some roses are red. All roses are flowers. Which statement must be true?",
    options: ["All flowers are red", "Some flowers are red", "All red things are roses", "No flowers are red"],
    correct: 1,
    explanation: "The red roses are also flowers, so at least some flowers are red.",
  },
  {
    question: "Every square is a rectangle. Which statement is true?",
    options: ["Every rectangle is a square", "No rectangle is a square", "Squares are circles", "Some rectangles are squares"],
    correct: 3,
    explanation: "Squares are a special kind of rectangle, so some rectangles are squares; a long, thin rectangle is not.",
  },
  // Analogies
  {
    question: "Dog is to puppy as cat is to ...",
    options: ["Kitten", "Cub", "Calf", "Foal"],
    correct: 0,
    explanation: "A puppy is a young dog, and a kitten is a young cat.",
  },
  {
    question: "Bird is to nest as bee is to ...",
    options: ["Den", "Hive", "Burrow", "Stable"],
    correct: 1,
    explanation: "A bird lives in a nest, and a bee lives in a hive.",
  },
  {
    question: "Hand is to glove as foot is to ...",
    options: ["Hat", "Scarf", "Sock", "Ring"],
    correct: 2,
    explanation: "A glove is worn on a hand, and a sock is worn on a foot.",
  },
  {
    question: "Which word does not belong? Apple, Banana, Carrot, Cherry",
    options: ["Apple", "Banana", "Cherry", "Carrot"],
    correct: 3,
    explanation: "A carrot is a vegetable; apples, bananas and cherries are fruits.",
  },
  // Time and calendar
  {
    question: "Today is Monday. What day will it be in 3 days?",
    options: ["Wednesday", "Thursday", "Friday", "Sunday"],
    correct: 1,
    explanation: "Counting on from Monday: Tuesday (1), Wednesday (2), Thursday (3).",
  },
  {
    question: "If yesterday was Sunday, what day will tomorrow be?",
    options: ["Tuesday", "Monday", "Wednesday", "Saturday"],
    correct: 0,
    explanation: "If yesterday was Sunday, today is Monday, so tomorrow is Tuesday.",
  },
  {
    question: "Which day comes two days before Saturday?",
    options: ["Wednesday", "Friday", "Thursday", "Sunday"],
    correct: 2,
    explanation: "One day before Saturday is Friday, and two days before is Thursday.",
  },
  {
    question: "A clock shows 3:00. What time will it show 4 hours later?",
    options: ["6:00", "8:00", "1:00", "7:00"],
    correct: 3,
    explanation: "3 + 4 = 7, so the clock will show 7:00.",
  },
  {
    question: "How many months of the year have at least 28 days?",
    options: ["12", "1", "2", "6"],
    correct: 0,
    explanation: "Every month has at least 28 days, even February, so all 12 do.",
  },
  // Word problems and trick questions
  {
    question: "A farmer has 3 hens. Each hen lays 2 eggs a day. How many eggs are laid in 2 days?",
    options: ["6", "8", "12", "10"],
    correct: 2,
    explanation: "3 hens × 2 eggs = 6 eggs a day, and 6 × 2 days = 12 eggs.",
  },
  {
    question: "If 3 pencils cost 60 cents, how much do 5 pencils cost?",
    options: ["80 cents", "$1.00", "90 cents", "$1.20"],
    correct: 1,
    explanation: "One pencil costs 60 ÷ 3 = 20 cents, so 5 pencils cost 5 × 20 = 100 cents, which is $1.00.",
  },
  {
    question: "Which is heavier: a kilogram of feathers or a kilogram of bricks?",
    options: ["The feathers", "The bricks", "It depends on the weather", "They weigh the same"],
    correct: 3,
    explanation: "Both weigh exactly one kilogram; the bricks just take up less space.",
  },
  {
    question: "If 5 machines take 5 minutes to make 5 toys, how long do 100 machines take to make 100 toys?",
    options: ["5 minutes", "20 minutes", "100 minutes", "500 minutes"],
    correct: 0,
    explanation: "Each machine makes one toy in 5 minutes, so 100 machines make 100 toys in the same 5 minutes.",
  },
  {
    question: "A bat and a ball cost $1.10 together. The bat costs $1.00 more than the ball. How much does the ball cost?",
    options: ["$0.10", "$0.05", "$0.15", "$1.00"],
    correct: 1,
    explanation:
      "If the ball costs 5 cents, the bat costs $1.05, and together they cost $1.10. With a 10-cent ball the bat would cost $1.10 and the total $1.20.",
  },
  {
    question:
      "A snail climbs 3 metres up a 10-metre wall each day and slides back 2 metres each night. On which day does it reach the top?",
    options: ["Day 7", "Day 9", "Day 8", "Day 10"],
    correct: 2,
    explanation: "After 7 days and nights it is 7 metres up. On day 8 it climbs 3 metres and reaches 10 metres before it can slide back.",
  },
  {
    question: "A square piece of paper has 4 corners. You cut one corner off with a straight cut. How many corners does it have now?",
    options: ["3", "4", "6", "5"],
    correct: 3,
    explanation: "The cut removes one corner but makes two new ones: 4 − 1 + 2 = 5.",
  },
  {
    question:
      "A drawer has 3 red socks and 3 blue socks. Without looking, what is the fewest socks you must take to be sure of a matching pair?",
    options: ["2", "3", "4", "6"],
    correct: 1,
    explanation: "With only two colours, any 3 socks must include two of the same colour.",
  },
  {
    question: "Which number is even, greater than 7 and less than 10?",
    options: ["7", "9", "8", "11"],
    correct: 2,
    explanation: "Between 7 and 10 are 8 and 9, and only 8 is even.",
  },
  {
    question: "Half of a number is 9. What is the number?",
    options: ["4.5", "9", "27", "18"],
    correct: 3,
    explanation: "If half is 9, the whole number is 9 × 2 = 18.",
  },
];
