import { describe, expect, it } from 'vitest';
import { ZDay } from '../../common/schemas/dates';
import { ZId } from '../../common/schemas/ids';

describe('days and ids the API takes', () => {
  it.each(['2024-02-29', '2023-12-31', '0001-01-01', '9999-12-31'])('takes %s, a day of the calendar', (day) => {
    expect(ZDay.safeParse(day).success).toBe(true);
  });

  it.each(['2024-13-01', '0000-00-00', '2023-02-29', '2024-04-31', '2024-00-10', '2024-01-00', '2024-1-01', ''])(
    'refuses %s',
    (day) => {
      expect(ZDay.safeParse(day).success).toBe(false);
    },
  );

  it('takes an id in upper case and gives it in lower case, as PostgreSQL compares it', () => {
    expect(ZId.parse('A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11')).toBe('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11');
    expect(ZId.safeParse('not-a-uuid').success).toBe(false);
  });
});
