/**
 * Page and data requests (GET, HEAD) take turns: at most `slots` are worked on at once, the rest
 * wait in the order they came. Without it, on one busy thread every request in flight advances a
 * step each turn of the event loop, so each one's time is everyone's, and a turn grows with the
 * crowd; Node accepts one new connection a turn (libuv since 1.45), so a burst of new visitors
 * waited seconds behind the ones already served. With turns, a request waits its place in line,
 * a turn stays short, and sockets' frames and new connections are read between them.
 *
 * A slot is lent, not given: after `leaseMs` a request that still holds one (a slow call to an
 * outside service, a slow database) gives it back and goes on outside the count, so no few slow
 * requests can stop the rest. Requests with a body are not counted at all: a body sent slowly
 * would hold a slot as long as its sender liked. A request about to wait on an outside service
 * (Google's token endpoint, Stripe) gives its slot back at once with `leaveTurn`, so twenty slow
 * sign-ins never make a line of their own.
 */
export interface Turns {
  <T>(work: (leaveTurn: () => void) => Promise<T>): Promise<T>;
  /** Requests waiting for a slot. */
  readonly waiting: number;
}

export function takingTurns({ slots, leaseMs }: { slots: number; leaseMs: number }): Turns {
  let free = slots;
  // A queue without Array#shift's cost when the line is long: `head` is the next to go.
  const line: (() => void)[] = [];
  let head = 0;

  const next = () => {
    if (head < line.length) {
      const go = line[head];
      line[head++] = undefined as never;
      if (head > 1024 && head * 2 > line.length) {
        line.splice(0, head);
        head = 0;
      }
      go();
    } else free++;
  };

  const inTurn = async <T>(work: (leaveTurn: () => void) => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => line.push(resolve));
    let held = true;
    const giveBack = () => {
      if (!held) return;
      held = false;
      clearTimeout(lease);
      next();
    };
    const lease = setTimeout(giveBack, leaseMs);
    try {
      return await work(giveBack);
    } finally {
      giveBack();
    }
  };
  return Object.defineProperty(inTurn, "waiting", { get: () => line.length - head }) as Turns;
}
