// The shapes of Logic Lab's picture puzzles named in Spanish (pictures.ts asks them): the noun
// first and its colour and size after it, agreeing with it ("estrella roja grande", "3 corazones
// azules"), as Spanish says them.
import type { Glyph } from "../types";
import { el, type Gender, un } from "./spanish";

const SHAPES: Record<Glyph["shape"], readonly [string, string, Gender]> = {
  circle: ["círculo", "círculos", "m"],
  square: ["cuadrado", "cuadrados", "m"],
  triangle: ["triángulo", "triángulos", "m"],
  star: ["estrella", "estrellas", "f"],
  heart: ["corazón", "corazones", "m"],
  diamond: ["rombo", "rombos", "m"],
  pentagon: ["pentágono", "pentágonos", "m"],
  hexagon: ["hexágono", "hexágonos", "m"],
};

/** Each colour and size as [masculine, feminine], one; many adds "s" or "es". Naranja never changes. */
const COLOURS: Record<Glyph["colour"], readonly [string, string]> = {
  red: ["rojo", "roja"],
  blue: ["azul", "azul"],
  green: ["verde", "verde"],
  yellow: ["amarillo", "amarilla"],
  purple: ["morado", "morada"],
  orange: ["naranja", "naranja"],
};
const SIZES: Record<Exclude<Glyph["size"], "medium">, readonly [string, string]> = {
  small: ["pequeño", "pequeña"],
  big: ["grande", "grande"],
};

const many = (word: string) => (word === "naranja" ? word : /[aeiou]$/.test(word) ? `${word}s` : `${word}es`);

export const shapeGender = (shape: Glyph["shape"]) => SHAPES[shape][2];

/** "estrella", or "estrellas" for more than one. */
export const shapeWord = (shape: Glyph["shape"], count = 1) => SHAPES[shape][count === 1 ? 0 : 1];

/** "estrella roja grande"; with a count over one, "estrellas rojas grandes". */
export function spanishGlyphName({ shape, colour, size }: Glyph, count = 1): string {
  const g = shapeGender(shape) === "f" ? 1 : 0;
  const words = [COLOURS[colour][g], ...(size === "medium" ? [] : [SIZES[size][g]])];
  return [shapeWord(shape, count), ...words.map((w) => (count === 1 ? w : many(w)))].join(" ");
}

/** "la estrella roja" */
export const theGlyph = (glyph: Glyph) => el(spanishGlyphName(glyph), shapeGender(glyph.shape));

/** "una estrella roja" */
export const aGlyph = (glyph: Glyph) => un(spanishGlyphName(glyph), shapeGender(glyph.shape));

/** "¿Cuántos círculos...", "¿Cuántas estrellas..." */
export const howMany = (shape: Glyph["shape"]) => `${shapeGender(shape) === "f" ? "Cuántas" : "Cuántos"} ${shapeWord(shape, 2)}`;
