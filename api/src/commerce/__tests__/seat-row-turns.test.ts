/** Turns at a seat row: how many work at once, in which order the rest go, and when a newcomer is refused. */
import { SeatRowBusyError, SeatRowTurns } from '../seat-row-turns';

/** A piece of work that ends when told to. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('lets `perRow` orders of a row work at once and the rest follow in the order they came', async () => {
  const turns = new SeatRowTurns(2, 10);
  const started: number[] = [];
  const works = Array.from({ length: 4 }, () => held());
  const runs = works.map((work, i) =>
    turns.run(['ticket|2027-01-01'], async () => {
      started.push(i);
      await work.done;
      return i;
    }),
  );
  await settle();
  expect(started).toEqual([0, 1]);
  expect(turns.load('ticket|2027-01-01')).toEqual({ working: 2, waiting: 2 });
  works[1]!.finish();
  await settle();
  expect(started).toEqual([0, 1, 2]);
  works[0]!.finish();
  works[2]!.finish();
  works[3]!.finish();
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  expect(turns.load('ticket|2027-01-01')).toEqual({ working: 0, waiting: 0 });
});

it('refuses a newcomer once `maxWaiting` orders wait, and gives the turn back when work fails', async () => {
  const turns = new SeatRowTurns(1, 1);
  const first = held();
  const running = turns.run(['row'], () => first.done);
  const waiting = turns.run(['row'], async () => {
    throw new Error('the order failed');
  });
  await expect(turns.run(['row'], async () => 'never')).rejects.toBeInstanceOf(SeatRowBusyError);
  first.finish();
  await running;
  await expect(waiting).rejects.toThrow('the order failed');
  expect(turns.load('row')).toEqual({ working: 0, waiting: 0 });
  expect(await turns.run(['row'], async () => 'after')).toBe('after');
});

it('never leaves two orders that share rows each holding one turn and waiting for the other', async () => {
  const turns = new SeatRowTurns(1, 10);
  const both = await Promise.all([turns.run(['a', 'b'], async () => 'ab'), turns.run(['b', 'a'], async () => 'ba'), turns.run(['b'], async () => 'b')]);
  expect(both).toEqual(['ab', 'ba', 'b']);
});
