import { ServiceBusyError } from '../../plugins/overload';
import { createComputingSlots, type ReleaseSlot } from './computing-slots';

const options = { maxComputing: 2, sessionQueue: 3, maxQueued: 5, retryAfterSeconds: 2 };

/** Whether a promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('computing slots', () => {
  test('free slots are taken at once, without a promise', () => {
    const slots = createComputingSlots(options);
    const session = {};
    expect(typeof slots.acquire(session)).toBe('function');
    expect(typeof slots.acquire(session)).toBe('function');
    expect(slots.running()).toBe(2);
  });

  test("a session's page load waits in line and is served first come, first served", async () => {
    const slots = createComputingSlots(options);
    const customer = {};
    const first = slots.acquire(customer) as ReleaseSlot;
    const second = slots.acquire(customer) as ReleaseSlot;
    const third = slots.acquire(customer) as Promise<ReleaseSlot>;
    const fourth = slots.acquire(customer) as Promise<ReleaseSlot>;
    expect(slots.queued()).toBe(2);
    expect(await settled(third)).toBe(false);

    first();
    expect(await settled(third)).toBe(true);
    expect(await settled(fourth)).toBe(false);
    second();
    expect(await settled(fourth)).toBe(true);
    expect(slots.running()).toBe(2);
    expect(slots.queued()).toBe(0);
  });

  test('a freed slot goes to the line, not to a request arriving after', async () => {
    const slots = createComputingSlots(options);
    const release = slots.acquire({}) as ReleaseSlot;
    slots.acquire({});
    const waiting = slots.acquire({}) as Promise<ReleaseSlot>;
    release();
    const latecomer = slots.acquire({});
    expect(latecomer).toBeInstanceOf(Promise);
    expect(await settled(waiting)).toBe(true);
  });

  test("beyond a session's share of the line its requests are refused, while another session still waits", () => {
    const slots = createComputingSlots(options);
    const busy = {};
    for (let call = 0; call < 2 + options.sessionQueue; call += 1) slots.acquire(busy);
    expect(() => slots.acquire(busy)).toThrow(ServiceBusyError);
    expect(slots.acquire({})).toBeInstanceOf(Promise);
  });

  test('a full line refuses every session, with the Retry-After to give', () => {
    const slots = createComputingSlots(options);
    slots.acquire({});
    slots.acquire({});
    for (let waiter = 0; waiter < options.maxQueued; waiter += 1) slots.acquire({});
    let refusal: unknown;
    try {
      slots.acquire({});
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ServiceBusyError);
    expect((refusal as ServiceBusyError).retryAfterSeconds).toBe(2);
  });

  test('releasing twice frees one slot', async () => {
    const slots = createComputingSlots(options);
    const release = slots.acquire({}) as ReleaseSlot;
    slots.acquire({});
    const waiting = slots.acquire({}) as Promise<ReleaseSlot>;
    release();
    release();
    expect(await settled(waiting)).toBe(true);
    expect(slots.running()).toBe(2);
    expect(slots.acquire({})).toBeInstanceOf(Promise);
  });
});
