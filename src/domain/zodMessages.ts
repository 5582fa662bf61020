import { z } from 'zod';

/** The message of a text over its limit, in every form. */
export function tooLongMessage(max: number): string {
  return `Use at most ${max} characters.`;
}

/**
 * Human words for any check a schema does not word itself (zod's own say 'Too big: expected string
 * to have <=100 characters'). The schemas word their checks; this is the net under them.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'too_big':
        return issue.origin === 'string'
          ? tooLongMessage(Number(issue.maximum))
          : issue.origin === 'array'
            ? `Choose at most ${Number(issue.maximum)}.`
            : `Enter at most ${Number(issue.maximum)}.`;
      case 'too_small':
        return issue.origin === 'string' && Number(issue.minimum) <= 1
          ? 'This field is required.'
          : issue.origin === 'string'
            ? `Use at least ${Number(issue.minimum)} characters.`
            : issue.origin === 'array'
              ? `Choose at least ${Number(issue.minimum)}.`
              : `Enter at least ${Number(issue.minimum)}.`;
      case 'invalid_type':
        return issue.expected === 'number' || issue.expected === 'int' ? 'Enter a number.' : 'This field is required.';
      case 'invalid_value':
        return 'Choose one of the options.';
      case 'invalid_format':
        return 'Enter a valid value.';
      default:
        return 'Enter a valid value.';
    }
  },
});
