import { type Plan } from '../../models/plan';
import { cardBrand } from '../local-subscription';
import { monthLeft, planChangeTerms } from '../plan-change';

const plan = (monthly_tokens: number, price_cents: number) =>
  ({ monthly_tokens, price_cents }) as Plan;
const starter = plan(100, 900);
const creator = plan(500, 2900);

describe('planChangeTerms', () => {
  it('charges and grants an upgrade for the part of the month left', () => {
    expect(planChangeTerms(starter, creator, 1)).toEqual({
      direction: 'upgrade',
      amountCents: 2000,
      tokens: 400,
    });
    expect(planChangeTerms(starter, creator, 0.25)).toEqual({
      direction: 'upgrade',
      amountCents: 500,
      tokens: 100,
    });
    // A moment before renewal buys nothing: upgrading late cannot farm a month's tokens.
    expect(planChangeTerms(starter, creator, 0)).toMatchObject({ amountCents: 0, tokens: 0 });
  });

  it('neither charges nor grants a downgrade', () => {
    expect(planChangeTerms(creator, starter, 0.9)).toEqual({
      direction: 'downgrade',
      amountCents: 0,
      tokens: 0,
    });
  });
});

describe('monthLeft', () => {
  it('is the share of a month-long period still to run', () => {
    const end = new Date('2026-12-28T00:00:00Z');
    expect(monthLeft(end, new Date('2026-11-28T00:00:00Z'))).toBe(1);
    expect(monthLeft(end, new Date('2026-12-13T00:00:00Z'))).toBeCloseTo(0.5, 2);
    expect(monthLeft(end, new Date('2027-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('cardBrand', () => {
  it('names the network from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('3056930009020004')).toBe('Card');
  });
});
