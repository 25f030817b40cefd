// Animals and what their young are called, for Brain Blitz's trivia and Logic Lab's analogies:
// [animal, the usual name of its young, other accepted names...].
export const YOUNG_ANIMALS: ReadonlyArray<readonly [string, string, ...string[]]> = [
  ["dog", "puppy", "pup"],
  ["cat", "kitten"],
  ["cow", "calf"],
  ["sheep", "lamb"],
  ["horse", "foal"],
  ["duck", "duckling"],
  ["frog", "tadpole"],
  ["bear", "cub"],
  ["goat", "kid"],
  ["hen", "chick"],
  ["kangaroo", "joey"],
  ["swan", "cygnet"],
  ["pig", "piglet"],
  ["goose", "gosling"],
  ["deer", "fawn"],
  ["owl", "owlet"],
  ["lion", "cub"],
];
