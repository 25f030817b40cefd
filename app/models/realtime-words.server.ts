/**
 * What the realtime hub's sockets say to a player (server/realtime/sockets.ts), as keys of their
 * messages: a friend race's ("race": why its socket closed, a message refused) and a class race's
 * ("classrace": its answers and chests refused, why its screen closed), each in the language the
 * socket was opened in. The close reasons stay short: a WebSocket allows 123 bytes.
 */
export const SESSION_SOCKET = {
  idRequired: "socket.idRequired",
  signIn: "socket.signIn",
  notPlayer: "socket.notPlayer",
  over: "socket.over",
  unrecognised: "socket.unrecognised",
  unusable: "socket.unusable",
  technical: "socket.technical",
} as const;

export const RACE_SOCKET = {
  oneChest: "answerWords.oneChest",
  oneAnswer: "answerWords.oneAnswer",
  technical: "answerWords.technical",
  unusable: "answerWords.unusable",
  raceIdRequired: "answerWords.raceIdRequired",
  notFollower: "answerWords.notFollower",
  raceOver: "answerWords.raceOver",
} as const;
