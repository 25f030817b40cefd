// Logic Lab's picture puzzles for the youngest players (ages 5-6): every puzzle has a picture of
// shapes in colours and sizes, which the page draws as inline SVG and names in words for screen
// readers. What comes next in a pattern, counting, comparing sizes and groups, the odd one out,
// and the sides of a shape.
import { inLanguage, type GameLanguage } from "../language";
import type { LogicPuzzle } from "../logic-lab.bank";
import { intBetween, pick, shuffle, type Rng } from "../random";
import { GLYPH_COLOURS, GLYPH_SHAPES, GLYPH_SIZES, type Glyph, type PictureCell } from "../types";
import { choicePuzzle, nearbyNumbers, pickSome, type PuzzleMaker } from "./choices";
import { aGlyph, howMany, shapeGender, shapeWord, spanishGlyphName, theGlyph } from "./pictures-es";
import { capitalised } from "./spanish";

type Shape = Glyph["shape"];
type Colour = Glyph["colour"];
type Size = Glyph["size"];

/** "big red star", "blue circle": the size only when it is not the usual one. */
export function glyphName({ shape, colour, size }: Glyph): string {
  return [size === "medium" ? "" : size, colour, shape].filter(Boolean).join(" ");
}

const plural = (name: string, count: number) => (count === 1 ? `1 ${name}` : `${count} ${name}s`);

/** A place of the picture: its shapes and a name, in `lang`, that counts the same ones together. */
export function cell(glyphs: readonly Glyph[], lang: GameLanguage = "en"): PictureCell {
  const counts = new Map<string, { glyph: Glyph; count: number }>();
  for (const glyph of glyphs) {
    const name = glyphName(glyph);
    counts.set(name, { glyph, count: (counts.get(name)?.count ?? 0) + 1 });
  }
  const parts = [...counts].map(([name, { glyph, count }]) =>
    inLanguage(lang, {
      en: glyphs.length === 1 ? name : plural(name, count),
      es: glyphs.length === 1 ? spanishGlyphName(glyph) : `${count} ${spanishGlyphName(glyph, count)}`,
    }),
  );
  return { name: parts.join(inLanguage(lang, { en: " and ", es: " y " })), glyphs };
}

/** The place a child fills in: drawn as a "?". */
export const MISSING: PictureCell = { name: "?", glyphs: [] };

const glyph = (shape: Shape, colour: Colour, size: Size = "medium"): Glyph => ({ shape, colour, size });

/** Options drawn as pictures: each option's text is its cell's name. */
function pictureChoice(
  rng: Rng,
  question: string,
  picture: readonly PictureCell[] | undefined,
  answer: PictureCell,
  wrong: readonly PictureCell[],
  explanation: string,
): LogicPuzzle {
  const puzzle = choicePuzzle(
    rng,
    question,
    answer.name,
    wrong.map((c) => c.name),
    explanation,
  );
  const byName = new Map([answer, ...wrong].map((c) => [c.name, c]));
  return { ...puzzle, ...(picture ? { picture } : {}), optionPictures: puzzle.options.map((name) => byName.get(name)!) };
}

/** The repeating units: AB, AAB, ABB, ABC, AABB. */
const UNITS: readonly (readonly number[])[] = [
  [0, 1],
  [0, 0, 1],
  [0, 1, 1],
  [0, 1, 2],
  [0, 0, 1, 1],
];

/** Three shapes that differ in one way (shape, colour or size) or two (shape and colour). */
function patternKinds(rng: Rng): Glyph[] {
  const base = glyph(pick(rng, GLYPH_SHAPES), pick(rng, GLYPH_COLOURS));
  const shapes = pickSome(rng, GLYPH_SHAPES, 3);
  const colours = pickSome(rng, GLYPH_COLOURS, 3);
  switch (intBetween(rng, 0, 3)) {
    case 0:
      return shapes.map((shape) => ({ ...base, shape }));
    case 1:
      return colours.map((colour) => ({ ...base, colour }));
    case 2:
      return shuffle(rng, GLYPH_SIZES).map((size) => ({ ...base, size }));
    default:
      return shapes.map((shape, i) => ({ ...base, shape, colour: colours[i] }));
  }
}

/** What comes next in a row of shapes? */
export const picturePattern: PuzzleMaker = (rng, lang = "en") => {
  const kinds = patternKinds(rng);
  const unit = pick(rng, UNITS);
  const shownLength = intBetween(rng, unit.length + 2, Math.min(unit.length + 4, 7));
  const sequence = Array.from({ length: shownLength + 1 }, (_, i) => cell([kinds[unit[i % unit.length]]], lang));
  const answer = sequence[shownLength];
  const [a] = answer.glyphs;
  // Wrong: the pattern's other shapes, then the answer changed in one way.
  const wrong = [
    ...kinds.map((k) => cell([k], lang)),
    cell(
      [
        {
          ...a,
          colour: pick(
            rng,
            GLYPH_COLOURS.filter((c) => c !== a.colour),
          ),
        },
      ],
      lang,
    ),
    cell(
      [
        {
          ...a,
          shape: pick(
            rng,
            GLYPH_SHAPES.filter((s) => s !== a.shape),
          ),
        },
      ],
      lang,
    ),
    cell(
      [
        {
          ...a,
          size: pick(
            rng,
            GLYPH_SIZES.filter((s) => s !== a.size),
          ),
        },
      ],
      lang,
    ),
  ];
  return pictureChoice(
    rng,
    inLanguage(lang, { en: "What comes next?", es: "¿Qué sigue?" }),
    [...sequence.slice(0, shownLength), MISSING],
    answer,
    wrong,
    // Short enough for a young reader: the picture already shows which pictures repeat.
    inLanguage(lang, {
      en: `The same ${unit.length} pictures repeat, so next comes ${answer.name}.`,
      es: `Los mismos ${unit.length} dibujos se repiten, así que sigue ${aGlyph(a)}.`,
    }),
  );
};

/** A puzzle with text options and a picture to read them from. */
const drawn = (puzzle: LogicPuzzle, picture: readonly PictureCell[]): LogicPuzzle => ({ ...puzzle, picture });

/** How many of one shape, sometimes among other shapes. */
export const countShapes: PuzzleMaker = (rng, lang = "en") => {
  const target = glyph(pick(rng, GLYPH_SHAPES), pick(rng, GLYPH_COLOURS));
  const n = intBetween(rng, 1, 9);
  const otherShapes = GLYPH_SHAPES.filter((s) => s !== target.shape);
  const others = rng() < 0.5 ? Array.from({ length: intBetween(rng, 1, 3) }, () => glyph(pick(rng, otherShapes), target.colour)) : [];
  const one = shapeGender(target.shape) === "f" ? "una" : "uno";
  const puzzle = choicePuzzle(
    rng,
    inLanguage(lang, { en: `How many ${target.shape}s are there?`, es: `¿${howMany(target.shape)} hay?` }),
    String(n),
    nearbyNumbers(rng, n, 2).filter((w) => Number(w) > 0),
    inLanguage(lang, {
      en: `Count the ${target.shape}s one by one: there ${n === 1 ? "is 1" : `are ${n}`}.`,
      es: `Cuenta ${shapeGender(target.shape) === "f" ? "las" : "los"} ${shapeWord(target.shape, 2)} ${one} por ${one}: hay ${n}.`,
    }),
  );
  return drawn(puzzle, [cell(shuffle(rng, [...Array<Glyph>(n).fill(target), ...others]), lang)]);
};

/** Two groups of the same shape: how many altogether? */
export const addPictureGroups: PuzzleMaker = (rng, lang = "en") => {
  const g = glyph(pick(rng, GLYPH_SHAPES), pick(rng, GLYPH_COLOURS));
  const [a, b] = [intBetween(rng, 1, 5), intBetween(rng, 1, 5)];
  const puzzle = choicePuzzle(
    rng,
    inLanguage(lang, { en: `How many ${g.shape}s altogether?`, es: `¿${howMany(g.shape)} hay en total?` }),
    String(a + b),
    nearbyNumbers(rng, a + b, 2).filter((w) => Number(w) > 0),
    inLanguage(lang, { en: `${a} and ${b} more make ${a + b}.`, es: `${a} y ${b} más son ${a + b}.` }),
  );
  return drawn(puzzle, [cell(Array<Glyph>(a).fill(g), lang), cell(Array<Glyph>(b).fill(g), lang)]);
};

/** The biggest or the smallest of four shapes. */
export const biggestPicture: PuzzleMaker = (rng, lang = "en") => {
  const shape = pick(rng, GLYPH_SHAPES);
  const biggest = rng() < 0.5;
  const colours = shuffle(rng, GLYPH_COLOURS);
  const answer = cell([glyph(shape, colours[0], biggest ? "big" : "small")], lang);
  const others: Size[] = biggest ? ["small", "medium"] : ["medium", "big"];
  const wrong = colours.slice(1).map((colour, i) => cell([glyph(shape, colour, others[i % 2])], lang));
  const f = shapeGender(shape) === "f";
  const most = biggest ? "más grande" : "más pequeñ" + (f ? "a" : "o");
  return pictureChoice(
    rng,
    inLanguage(lang, {
      en: `Which ${shape} is the ${biggest ? "biggest" : "smallest"}?`,
      es: `¿Qué ${shapeWord(shape)} es ${f ? "la" : "el"} ${most}?`,
    }),
    undefined,
    answer,
    wrong,
    inLanguage(lang, {
      en: `The ${answer.name} is ${biggest ? "bigger" : "smaller"} than all the others.`,
      es: `${capitalised(theGlyph(answer.glyphs[0]))} es ${most} que ${f ? "todas las demás" : "todos los demás"}.`,
    }),
  );
};

/** Which group has the most, or the fewest? */
export const mostInAPictureGroup: PuzzleMaker = (rng, lang = "en") => {
  const g = glyph(pick(rng, GLYPH_SHAPES), pick(rng, GLYPH_COLOURS));
  const counts = pickSome(rng, [1, 2, 3, 4, 5, 6, 7, 8], 4);
  const most = rng() < 0.6;
  const target = most ? Math.max(...counts) : Math.min(...counts);
  const group = (n: number) => cell(Array<Glyph>(n).fill(g), lang);
  return pictureChoice(
    rng,
    inLanguage(lang, {
      en: `Which group has the ${most ? "most" : "fewest"} ${g.shape}s?`,
      es: `¿Qué grupo tiene ${most ? "más" : "menos"} ${shapeWord(g.shape, 2)}?`,
    }),
    undefined,
    group(target),
    counts.filter((n) => n !== target).map(group),
    inLanguage(lang, {
      en: `The group of ${group(target).name} has ${most ? "more" : "fewer"} than any other.`,
      es: `El grupo de ${group(target).name} tiene ${most ? "más" : "menos"} que cualquier otro.`,
    }),
  );
};

/** Three of one shape in different colours, and one other shape. */
export const oddShapeOut: PuzzleMaker = (rng, lang = "en") => {
  const [same, odd] = pickSome(rng, GLYPH_SHAPES, 2);
  const colours = pickSome(rng, GLYPH_COLOURS, 4);
  const answer = cell([glyph(odd, colours[0])], lang);
  return pictureChoice(
    rng,
    inLanguage(lang, { en: "Which one is a different shape?", es: "¿Cuál tiene una forma diferente?" }),
    undefined,
    answer,
    colours.slice(1).map((colour) => cell([glyph(same, colour)], lang)),
    inLanguage(lang, {
      en: `The others are all ${same}s; the ${answer.name} is not.`,
      es: `Todos los demás son ${shapeWord(same, 2)}; ${theGlyph(answer.glyphs[0])}, no.`,
    }),
  );
};

const SIDES: ReadonlyArray<readonly [Shape, number]> = [
  ["triangle", 3],
  ["square", 4],
  ["pentagon", 5],
  ["hexagon", 6],
];

/** How many sides a drawn shape has, or which shape has so many sides. */
export const pictureSides: PuzzleMaker = (rng, lang = "en") => {
  const [shape, sides] = pick(rng, SIDES);
  const colour = pick(rng, GLYPH_COLOURS);
  if (rng() < 0.5) {
    const explanation = inLanguage(lang, {
      en: `A ${shape} has ${sides} straight sides.`,
      es: `Un ${shapeWord(shape)} tiene ${sides} lados rectos.`,
    });
    const question = inLanguage(lang, { en: "How many sides does this shape have?", es: "¿Cuántos lados tiene esta figura?" });
    const puzzle = choicePuzzle(rng, question, String(sides), ["2", "3", "4", "5", "6", "8"], explanation);
    return drawn(puzzle, [cell([glyph(shape, colour, "big")], lang)]);
  }
  const answer = cell([glyph(shape, colour)], lang);
  const others = SIDES.filter(([s]) => s !== shape).map(([s]) => cell([glyph(s, colour)], lang));
  return pictureChoice(
    rng,
    inLanguage(lang, { en: `Which shape has ${sides} sides?`, es: `¿Qué figura tiene ${sides} lados?` }),
    undefined,
    answer,
    others,
    inLanguage(lang, {
      en: `The ${answer.name} has ${sides} straight sides.`,
      es: `${capitalised(theGlyph(answer.glyphs[0]))} tiene ${sides} lados rectos.`,
    }),
  );
};
