// Word facts for Brain Blitz word challenges, by age. Where English allows two right answers,
// both are listed (answer first, then the others), so a right answer is never marked wrong.

/** [word, opposite, other accepted opposites...] for ages 5-10. Words with two common opposites are left out. */
export const OPPOSITES: ReadonlyArray<readonly string[]> = [
  ["hot", "cold"], ["big", "small", "little", "tiny"], ["up", "down"], ["happy", "sad", "unhappy"], ["fast", "slow"],
  ["day", "night"], ["wet", "dry"], ["open", "closed", "shut"], ["full", "empty"], ["yes", "no"], ["in", "out"],
  ["on", "off"], ["top", "bottom"], ["black", "white"], ["boy", "girl"], ["early", "late"], ["loud", "quiet", "soft"],
  ["tall", "short"], ["front", "back"], ["left", "right"], ["win", "lose"], ["push", "pull"], ["first", "last"],
  ["asleep", "awake"], ["clean", "dirty", "messy"], ["good", "bad"], ["high", "low"], ["inside", "outside"],
  ["thick", "thin"], ["rich", "poor"], ["strong", "weak"], ["heavy", "light"], ["above", "below", "under", "beneath"],
  ["remember", "forget"], ["arrive", "leave", "depart"], ["buy", "sell"], ["give", "take", "receive"], ["laugh", "cry"],
  ["north", "south"], ["east", "west"], ["summer", "winter"], ["question", "answer"], ["friend", "enemy", "foe"],
  ["begin", "end", "finish"], ["before", "after"], ["always", "never"],
];

/** [singular, plural, other accepted plurals...], by age band from 8. */
export const PLURALS: readonly (ReadonlyArray<readonly string[]>)[] = [
  [
    ["mouse", "mice"], ["child", "children"], ["foot", "feet"], ["tooth", "teeth"], ["goose", "geese"], ["man", "men"],
    ["woman", "women"], ["person", "people", "persons"], ["sheep", "sheep"], ["deer", "deer"], ["leaf", "leaves"], ["knife", "knives"],
    ["wolf", "wolves"], ["half", "halves"], ["loaf", "loaves"], ["life", "lives"], ["calf", "calves"], ["shelf", "shelves"],
    ["potato", "potatoes"], ["tomato", "tomatoes"], ["hero", "heroes"], ["baby", "babies"], ["city", "cities"],
    ["party", "parties"], ["box", "boxes"], ["fox", "foxes"], ["church", "churches"], ["lady", "ladies"], ["wish", "wishes"],
  ],
  [
    ["cactus", "cacti", "cactuses"], ["fungus", "fungi", "funguses"], ["ox", "oxen"], ["thief", "thieves"],
    ["scarf", "scarves", "scarfs"], ["hoof", "hooves", "hoofs"], ["volcano", "volcanoes", "volcanos"], ["echo", "echoes"],
    ["crisis", "crises"], ["axis", "axes"], ["radius", "radii", "radiuses"], ["nucleus", "nuclei"], ["larva", "larvae"],
    ["index", "indices", "indexes"], ["medium", "media", "mediums"], ["bacterium", "bacteria"], ["formula", "formulae", "formulas"],
    ["phenomenon", "phenomena"], ["criterion", "criteria"], ["analysis", "analyses"], ["thesis", "theses"],
    ["oasis", "oases"], ["appendix", "appendices", "appendixes"], ["stimulus", "stimuli"], ["vertex", "vertices", "vertexes"],
  ],
];

/** [verb, past tense, other accepted forms...], by age band from 5. */
export const PAST_TENSES: readonly (ReadonlyArray<readonly string[]>)[] = [
  [
    ["run", "ran"], ["eat", "ate"], ["go", "went"], ["see", "saw"], ["sit", "sat"], ["sing", "sang"], ["swim", "swam"],
    ["drink", "drank"], ["come", "came"], ["give", "gave"], ["make", "made"], ["take", "took"], ["get", "got"], ["win", "won"],
    ["fly", "flew"], ["dig", "dug"], ["hide", "hid"], ["say", "said"], ["have", "had"], ["do", "did"],
  ],
  [
    ["write", "wrote"], ["drive", "drove"], ["ride", "rode"], ["throw", "threw"], ["grow", "grew"], ["know", "knew"],
    ["draw", "drew"], ["sleep", "slept"], ["keep", "kept"], ["feel", "felt"], ["leave", "left"], ["build", "built"],
    ["send", "sent"], ["spend", "spent"], ["hold", "held"], ["tell", "told"], ["sell", "sold"], ["find", "found"],
    ["begin", "began"], ["speak", "spoke"], ["break", "broke"], ["wake", "woke"], ["forget", "forgot"], ["bite", "bit"],
    ["shake", "shook"], ["stand", "stood"], ["blow", "blew"], ["wear", "wore"], ["tear", "tore"], ["meet", "met"],
  ],
  [
    ["catch", "caught"], ["teach", "taught"], ["buy", "bought"], ["bring", "brought"], ["think", "thought"],
    ["fight", "fought"], ["seek", "sought"], ["choose", "chose"], ["freeze", "froze"], ["steal", "stole"],
    ["understand", "understood"], ["dream", "dreamed", "dreamt"], ["learn", "learned", "learnt"], ["spell", "spelled", "spelt"],
    ["burn", "burned", "burnt"], ["lend", "lent"], ["bend", "bent"], ["swing", "swung"], ["sting", "stung"], ["cling", "clung"],
    ["lead", "led"], ["feed", "fed"], ["flee", "fled"], ["kneel", "knelt", "kneeled"], ["weep", "wept"], ["sweep", "swept"],
    ["shine", "shone", "shined"], ["forbid", "forbade"], ["forgive", "forgave"], ["undertake", "undertook"],
  ],
];

/** [correct spelling, a common misspelling], ages 11-18. */
export const SPELLINGS: ReadonlyArray<readonly [string, string]> = [
  ["receive", "recieve"], ["believe", "beleive"], ["separate", "seperate"], ["necessary", "neccessary"],
  ["definitely", "definately"], ["tomorrow", "tommorow"], ["beautiful", "beautifull"], ["friend", "freind"],
  ["because", "becuase"], ["different", "diffrent"], ["weird", "wierd"], ["calendar", "calender"], ["library", "libary"],
  ["February", "Febuary"], ["government", "goverment"], ["environment", "enviroment"], ["occurred", "occured"],
  ["accommodate", "accomodate"], ["embarrass", "embarass"], ["rhythm", "rythm"], ["conscience", "concience"],
  ["guarantee", "guarentee"], ["immediately", "immediatly"], ["independent", "independant"], ["knowledge", "knowlege"],
  ["maintenance", "maintainance"], ["millennium", "millenium"], ["noticeable", "noticable"], ["parliament", "parliment"],
  ["pronunciation", "pronounciation"], ["questionnaire", "questionaire"], ["recommend", "reccomend"],
  ["restaurant", "restaraunt"], ["sincerely", "sincerly"], ["successful", "succesful"], ["surprise", "suprise"],
  ["until", "untill"], ["vacuum", "vaccum"], ["Wednesday", "Wensday"], ["address", "adress"], ["argument", "arguement"],
  ["beginning", "begining"], ["business", "buisness"], ["committee", "comittee"], ["disappear", "dissapear"],
  ["existence", "existance"], ["foreign", "foriegn"], ["grammar", "grammer"], ["height", "heigth"], ["interrupt", "interupt"],
  ["island", "iland"], ["medicine", "medecine"], ["mischievous", "mischievious"], ["neighbour", "nieghbour"],
  ["occasion", "occassion"], ["possession", "posession"], ["privilege", "priviledge"], ["publicly", "publically"],
];

/** [word, its opposite made with a prefix], ages 14-18. */
export const PREFIX_OPPOSITES: ReadonlyArray<readonly [string, string]> = [
  ["possible", "impossible"], ["honest", "dishonest"], ["legal", "illegal"], ["regular", "irregular"], ["visible", "invisible"],
  ["polite", "impolite"], ["patient", "impatient"], ["agree", "disagree"], ["responsible", "irresponsible"],
  ["mature", "immature"], ["logical", "illogical"], ["correct", "incorrect"], ["complete", "incomplete"], ["fair", "unfair"],
  ["usual", "unusual"], ["likely", "unlikely"], ["literate", "illiterate"], ["relevant", "irrelevant"], ["perfect", "imperfect"],
  ["obey", "disobey"], ["appear", "disappear"], ["capable", "incapable"], ["accurate", "inaccurate"], ["rational", "irrational"],
  ["moral", "immoral"], ["connect", "disconnect"], ["necessary", "unnecessary"], ["certain", "uncertain"], ["able", "unable"],
  ["mortal", "immortal"], ["advantage", "disadvantage"], ["conscious", "unconscious"], ["legible", "illegible"],
];
