import { afterEach, describe, expect, it, vi } from "vitest";
import { takingTurns } from "../../server/turns";

/** A request's work that ends when the test says so. */
function pendingWork(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    return name;
  };
  return { work, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.useRealTimers());

describe("page requests taking turns", () => {
  it("works on at most as many requests as it has slots, and lets the others in in the order they came", async () => {
    const inTurn = takingTurns({ slots: 2, leaseMs: 60_000 });
    const log: string[] = [];
    const requests = ["a", "b", "c", "d", "e"].map((name) => pendingWork(log, name));
    const answers = requests.map(({ work }) => inTurn(work));
    await settle();
    expect(log).toEqual(["start a", "start b"]);
    expect(inTurn.waiting).toBe(3);

    requests[1].finish();
    await settle();
    expect(log).toEqual(["start a", "start b", "end b", "start c"]);
    requests[0].finish();
    requests[2].finish();
    await settle();
    expect(log.filter((line) => line.startsWith("start"))).toEqual(["start a", "start b", "start c", "start d", "start e"]);
    requests[3].finish();
    requests[4].finish();
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d", "e"]);
    expect(inTurn.waiting).toBe(0);
  });

  it("gives the slot of a request that failed to the next one, and the caller still gets the error", async () => {
    const inTurn = takingTurns({ slots: 1, leaseMs: 60_000 });
    const failing = inTurn(async () => {
      throw new Error("the database is gone");
    });
    const next = inTurn(async () => "served");
    await expect(failing).rejects.toThrow("the database is gone");
    expect(await next).toBe("served");
  });

  it("lends a slot for a while only: a request stuck on a slow service does not hold the line", async () => {
    vi.useFakeTimers();
    const inTurn = takingTurns({ slots: 1, leaseMs: 1_000 });
    const log: string[] = [];
    const stuck = pendingWork(log, "slow sign-in");
    const stuckAnswer = inTurn(stuck.work);
    const page = inTurn(async () => "page");
    await vi.advanceTimersByTimeAsync(999);
    expect(inTurn.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await page).toBe("page");
    // The slow request still finishes, and giving its slot back twice frees no extra one.
    stuck.finish();
    expect(await stuckAnswer).toBe("slow sign-in");
    const third = pendingWork(log, "third");
    const fourth = pendingWork(log, "fourth");
    const answers = [inTurn(third.work), inTurn(fourth.work)];
    await vi.advanceTimersByTimeAsync(0);
    expect(log.slice(-1)).toEqual(["start third"]);
    expect(inTurn.waiting).toBe(1);
    third.finish();
    fourth.finish();
    expect(await Promise.all(answers)).toEqual(["third", "fourth"]);
  });
});

describe("a request waiting on an outside service", () => {
  it("gives its slot back at once, so the next request goes in while it waits", async () => {
    const inTurn = takingTurns({ slots: 1, leaseMs: 60_000 });
    const log: string[] = [];
    const google = pendingWork(log, "google");
    const callback = inTurn(async (leaveTurn) => {
      leaveTurn();
      return google.work();
    });
    const page = inTurn(async () => "page");
    // The callback still waits on Google, with no lease run out: the page is served all the same.
    expect(await page).toBe("page");
    expect(inTurn.waiting).toBe(0);
    google.finish();
    expect(await callback).toBe("google");
  });
});
