import { ValidateBy } from 'class-validator';
import { hasHiddenTextCharacters, hiddenTextMessage } from '@portal/domain';

/**
 * On a text field that other people read (docs/security.md "Text that others read"): 400 with a Polish message naming
 * the field when it holds an invisible, direction or control character. `multiLine` allows tab and line breaks. The
 * rule itself is `hasHiddenTextCharacters` of @portal/domain, which the forms apply too.
 */
export const VisibleText = (fieldLabel: string, options: { multiLine?: boolean } = {}) =>
  ValidateBy({
    name: 'visibleText',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasHiddenTextCharacters(value, options),
      defaultMessage: () => hiddenTextMessage(fieldLabel),
    },
  });
