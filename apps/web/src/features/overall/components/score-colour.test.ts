import { describe, expect, it } from 'vitest';
import { scoreColour } from './student-scores-dialog';

describe('overall dialog score colour', () => {
  it('is orange below half of the max, green from half up, neutral without a score', () => {
    expect(scoreColour({ id: 1, name: 'Quiz', score: 7, max_score: 15 })).toBe('warning.main');
    expect(scoreColour({ id: 1, name: 'Quiz', score: 7.5, max_score: 15 })).toBe('success.main');
    expect(scoreColour({ id: 1, name: 'Exam', score: 100, max_score: 100 })).toBe('success.main');
    expect(scoreColour({ id: 1, name: 'Exam', score: null, max_score: 100 })).toBe('text.secondary');
  });
});
