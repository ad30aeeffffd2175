import { choicesAfter, columnsThatGiveWay } from './column-fit';

const column = (id: string, size: number, priority: 1 | 2 | 3) => ({ id, size, priority });

describe('which columns give way on a narrow screen', () => {
  const columns = [column('id', 100, 1), column('customer', 200, 1), column('product', 150, 2), column('player', 150, 2), column('note', 300, 3), column('status', 120, 1)];

  it('keeps every column that fits', () => {
    expect([...columnsThatGiveWay(columns, 2000, {})]).toEqual([]);
  });

  it('keeps priority 1 always, then the others by priority and from the left while they fit', () => {
    // 420 for priority 1; 150 more fits Product, not Player id; a priority 3 column never jumps a priority 2 that gave way.
    expect([...columnsThatGiveWay(columns, 650, {})].sort()).toEqual(['note', 'player']);
    expect([...columnsThatGiveWay(columns, 300, {})].sort()).toEqual(['note', 'player', 'product']);
  });

  it("lets a narrower column of the same priority take the room a wider one could not", () => {
    const mixed = [column('name', 100, 1), column('address', 300, 2), column('phone', 120, 2), column('email', 100, 3)];
    expect([...columnsThatGiveWay(mixed, 250, {})].sort()).toEqual(['address', 'email']);
  });

  it("follows the admin's choices first: a chosen column takes its room, a hidden one none", () => {
    // Note (300) with ID and Status (Customer hidden) take 520 of 750: Product fits, Player id does not.
    expect([...columnsThatGiveWay(columns, 750, { note: true, customer: false })].sort()).toEqual(['player']);
  });
});

describe("the admin's column choices", () => {
  it('records only what the admin changed, and keeps earlier choices', () => {
    const before = { id: true, note: false, player: true };
    expect(choicesAfter({ player: true }, before, { ...before, note: true })).toEqual({ player: true, note: true });
    expect(choicesAfter({}, before, { ...before, 'mrt-row-actions': false })).toEqual({});
  });
});
