// Seat notation (docs/api.md): the seats in order, and the side
// a seat belongs to (N and S are "NS", E and W "EW").  Notation only: who
// may do what is the server's to say.

export const SEATS = ["N", "E", "S", "W"];
const SIDE_OF = { N: "NS", S: "NS", E: "EW", W: "EW" };

/** "NS" or "EW", the side of `seat`. */
export const sideOf = (seat) => SIDE_OF[seat];
