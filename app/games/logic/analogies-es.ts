// Spanish analogies (analogies.ts asks them): Spanish words and what links them in Spanish, not
// the English pairs translated. Animals' sounds are verbs ("el perro ladra"), which is how a
// Spanish speaker names them. As in English, each relation maps a word to one answer only, and no
// answer twice, so only one option fits.
import { del, el, genderIn, un } from "./spanish";

export interface Relation {
  pairs: ReadonlyArray<readonly [string, string]>;
  /** Explains one pair: (a, b) => "el cachorro es la cría del perro". */
  explain: (a: string, b: string) => string;
}

const gender = genderIn(
  new Set([
    ...["vaca", "oveja", "rana", "cabra", "gallina", "abeja", "araña", "hormiga", "serpiente", "colmena", "madriguera"],
    ...["telaraña", "guarida", "pecera", "cueva", "mano", "cabeza", "muñeca", "oreja", "cintura", "bufanda"],
    ...["escoba", "aguja", "pala", "llave", "goma", "escalera", "toalla", "escuela", "cocina", "cabina", "granja"],
    ...["biblioteca", "estación espacial", "panadería", "carpa"],
  ]),
);

/** Third person of each animal's sound: "ladrar" → "ladra". */
const SOUNDS: ReadonlyArray<readonly [string, string, string]> = [
  ["perro", "ladrar", "ladra"],
  ["gato", "maullar", "maúlla"],
  ["vaca", "mugir", "muge"],
  ["león", "rugir", "ruge"],
  ["pato", "graznar", "grazna"],
  ["caballo", "relinchar", "relincha"],
  ["cerdo", "gruñir", "gruñe"],
  ["serpiente", "sisear", "sisea"],
  ["abeja", "zumbar", "zumba"],
  ["oveja", "balar", "bala"],
  ["burro", "rebuznar", "rebuzna"],
  ["lobo", "aullar", "aúlla"],
  ["ratón", "chillar", "chilla"],
  ["pollito", "piar", "pía"],
];

export const SPANISH_RELATIONS: readonly Relation[] = [
  {
    pairs: [
      ["perro", "cachorro"],
      ["gato", "gatito"],
      ["vaca", "ternero"],
      ["oveja", "cordero"],
      ["caballo", "potro"],
      ["pato", "patito"],
      ["rana", "renacuajo"],
      ["oso", "osezno"],
      ["cabra", "cabrito"],
      ["gallina", "pollito"],
      ["cerdo", "lechón"],
      ["ciervo", "cervatillo"],
    ],
    explain: (a, b) => `${el(b, "m")} es la cría ${del(a, gender(a))}`,
  },
  {
    pairs: [
      ["pájaro", "nido"],
      ["abeja", "colmena"],
      ["conejo", "madriguera"],
      ["araña", "telaraña"],
      ["caballo", "establo"],
      ["cerdo", "chiquero"],
      ["gallina", "gallinero"],
      ["hormiga", "hormiguero"],
      ["pez", "pecera"],
      ["león", "guarida"],
      ["murciélago", "cueva"],
    ],
    explain: (a, b) => `${el(a, gender(a))} vive en ${un(b, gender(b))}`,
  },
  {
    pairs: SOUNDS.map(([animal, verb]) => [animal, verb] as const),
    explain: (a) => `${el(a, gender(a))} ${SOUNDS.find(([animal]) => animal === a)![2]}`,
  },
  {
    pairs: [
      ["caliente", "frío"],
      ["grande", "pequeño"],
      ["arriba", "abajo"],
      ["rápido", "lento"],
      ["feliz", "triste"],
      ["claro", "oscuro"],
      ["abierto", "cerrado"],
      ["temprano", "tarde"],
      ["lleno", "vacío"],
      ["mojado", "seco"],
      ["ruidoso", "silencioso"],
      ["duro", "blando"],
      ["alto", "bajo"],
      ["ganar", "perder"],
      ["subir", "bajar"],
      ["día", "noche"],
      ["viejo", "nuevo"],
      ["cerca", "lejos"],
    ],
    explain: (a, b) => `${b} es lo contrario de ${a}`,
  },
  {
    pairs: [
      ["mano", "guante"],
      ["pie", "calcetín"],
      ["cabeza", "sombrero"],
      ["cuello", "bufanda"],
      ["dedo", "anillo"],
      ["muñeca", "reloj"],
      ["oreja", "arete"],
      ["cintura", "cinturón"],
    ],
    explain: (a, b) => `${un(b, gender(b))} se pone en ${el(a, gender(a))}`,
  },
  {
    pairs: [
      ["lápiz", "escribir"],
      ["cuchillo", "cortar"],
      ["escoba", "barrer"],
      ["aguja", "coser"],
      ["pala", "cavar"],
      ["llave", "abrir"],
      ["goma", "borrar"],
      ["escalera", "subir"],
      ["horno", "hornear"],
      ["toalla", "secar"],
    ],
    explain: (a, b) => `${un(a, gender(a))} sirve para ${b}`,
  },
  {
    pairs: [
      ["dentista", "consultorio"],
      ["maestro", "escuela"],
      ["cocinero", "cocina"],
      ["piloto", "cabina"],
      ["granjero", "granja"],
      ["bibliotecario", "biblioteca"],
      ["juez", "juzgado"],
      ["astronauta", "estación espacial"],
      ["panadero", "panadería"],
      ["payaso", "circo"],
    ],
    explain: (a, b) => `${un(a, "m")} trabaja en ${un(b, gender(b))}`,
  },
];
