import { hasOneGoalAnswer, hasPurpose, type PollChoices } from './poll-rules';

const base: PollChoices = { reportFailureTarget: false, failureCheckTarget: false, plannedCheckTarget: false, targetAchieved: true, targetNotAchieved: false };

describe('poll rules', () => {
  it.each([
    [{}, false],
    [{ reportFailureTarget: true }, true],
    [{ failureCheckTarget: true }, true],
    [{ plannedCheckTarget: true }, true],
    [{ reportFailureTarget: true, failureCheckTarget: true, plannedCheckTarget: true }, true],
  ])('purpose %j chosen: %s', (choices, expected) => {
    expect(hasPurpose({ ...base, ...choices })).toBe(expected);
  });

  it.each([
    [true, false, true],
    [false, true, true],
    [true, true, false],
    [false, false, false],
  ])('goal achieved %s / not achieved %s is one answer: %s', (targetAchieved, targetNotAchieved, expected) => {
    expect(hasOneGoalAnswer({ ...base, targetAchieved, targetNotAchieved })).toBe(expected);
  });
});
