/**
 * Generated nicknames: a kind adjective, an animal and two or three digits ("BraveOtter42").
 * They stand in for a name that failed screening (models/name-screening.server.ts), for a child
 * whose parent has not consented yet, and for visitors in class races. Every nickname matches
 * the username format (^[A-Za-z0-9_-]{3,30}$), so one can replace a username. Browser-safe: no
 * node imports. tests/unit/nickname.test.ts screens every adjective and animal, and every pair.
 */

export const NICKNAME_ADJECTIVES: readonly string[] = `
  Brave Bright Busy Calm Careful Cheerful Clever Cosy Curious Daring Dreamy Eager Friendly
  Gentle Giggly Glad Golden Good Happy Helpful Honest Hopeful Jolly Joyful Keen Kind Lively
  Lucky Merry Mighty Nimble Noble Patient Peaceful Playful Polite Proud Quick Quiet Rapid Shiny
  Silly Smart Smiley Snappy Sparkly Speedy Steady Sunny Super Swift Thoughtful Tidy Trusty Warm
  Wise Witty Zany Zippy Bouncy
`
  .trim()
  .split(/\s+/);

export const NICKNAME_ANIMALS: readonly string[] = `
  Badger Bear Beaver Bison Bunny Camel Cheetah Chipmunk Cricket Deer Dolphin Duckling Eagle
  Falcon Ferret Finch Fox Frog Gecko Giraffe Goose Hamster Hedgehog Heron Hippo Jaguar Kangaroo
  Kitten Koala Lemur Leopard Lion Llama Lynx Meerkat Mole Moose Narwhal Newt Octopus Otter Owl
  Panda Parrot Penguin Pony Puffin Puppy Rabbit Raccoon Robin Salmon Seal Sparrow Squirrel Swan
  Tiger Turtle Walrus Zebra
`
  .trim()
  .split(/\s+/);

/** The username format every nickname matches (the profiles_username_format check). */
export const NICKNAME_FORMAT = /^[A-Za-z0-9_-]{3,30}$/;

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}

/** A friendly nickname such as "BraveOtter42": adjective + animal + 10-999. */
export function generateNickname(random: () => number = Math.random): string {
  const digits = 10 + Math.min(989, Math.floor(random() * 990));
  return `${pick(NICKNAME_ADJECTIVES, random)}${pick(NICKNAME_ANIMALS, random)}${digits}`;
}
