import { describe, expect, it } from 'vitest';
import { workstationReturnUrl } from './workstation-return';

describe('workstationReturnUrl', () => {
  it('goes back to the workstation screen the answers were opened from', () => {
    expect(workstationReturnUrl('?category=4&classType=7&tab=exams&q=ali&page=2', 7, 'exam')).toBe(
      '/archive?category=4&classType=7&tab=exams&q=ali&page=2',
    );
  });

  it("opens the page's class and tab when the link named none", () => {
    expect(workstationReturnUrl('', 7, 'quiz')).toBe('/archive?classType=7&tab=quizzes');
  });

  it("drops another class's category and page", () => {
    expect(workstationReturnUrl('?category=4&classType=9&tab=exams&page=3', 7, 'exam')).toBe('/archive?classType=7&tab=exams');
  });
});
