import { estimateDiscount, parseDecimal } from './discount';

describe('discount estimate', () => {
  it.each([
    ['12 kWh a day, 1,10 zł/kWh, 6 h over', 12, 1.1, 6, 3, 33],
    ['nothing over the limits: nothing', 12, 1.1, 0, 0, 0],
    ['24 kWh a day, 0,90 zł/kWh, 10 h over', 24, 0.9, 10, 10, 90],
  ])('%s', (_name, daily, price, hours, kwh, amount) => {
    const e = estimateDiscount(daily, price, hours);
    expect(e.kwhNotDelivered).toBeCloseTo(kwh, 9);
    expect(e.amount).toBeCloseTo(amount, 9);
  });

  it.each([
    ['12,5', 12.5],
    [' 8 ', 8],
    ['0.95', 0.95],
    ['', null],
    ['-3', null],
    ['abc', null],
    ['1,2,3', null],
  ])('reads %j as %p', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });
});
