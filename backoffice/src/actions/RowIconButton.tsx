import { useId, type ReactElement, type ReactNode } from 'react';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';

/**
 * A button's tooltip: the action, or on a disabled button why it is disabled, which the button also gets as its
 * description (aria-describedby, from a hidden element) for screen readers. The tooltip describes rather than names
 * its child: the child is the span a disabled button needs for hover, and a name on a plain span is not allowed
 * (aria-prohibited-attr); the button has its own name.
 */
export const ActionTooltip = ({
  tooltip,
  disabledReason,
  children,
}: {
  tooltip: string;
  /** Set only while the button is disabled. */
  disabledReason?: string;
  /** The button, given the id of its description. */
  children: (describedBy: string | undefined) => ReactElement;
}) => {
  const reasonId = useId();
  return (
    <Tooltip title={disabledReason ?? tooltip} describeChild>
      <span>
        {children(disabledReason ? reasonId : undefined)}
        {disabledReason && (
          <span id={reasonId} hidden>
            {disabledReason}
          </span>
        )}
      </span>
    </Tooltip>
  );
};

export interface RowIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'title'> {
  /** The accessible name: what the button does to which record ('Akceptuj wyłączenie nr 12'). */
  label: string;
  /** The tooltip: the action's short name, as the icon means it ('Akceptuj'). */
  tooltip: string;
  /** Why the button is disabled, when it is ('Wyłączenie nr 12 jest już zaakceptowane'). */
  disabledReason?: string;
  children: ReactNode;
}

/**
 * An icon-only button on a record's row or card: its name says what it does to which record (WCAG 2.4.6, 4.1.2), its
 * tooltip the action or why it is disabled.
 */
export const RowIconButton = ({ label, tooltip, disabledReason, disabled, children, ...buttonProps }: RowIconButtonProps) => (
  <ActionTooltip tooltip={tooltip} disabledReason={disabled ? disabledReason : undefined}>
    {(describedBy) => (
      <IconButton size="small" {...buttonProps} disabled={disabled} aria-label={label} aria-describedby={describedBy}>
        {children}
      </IconButton>
    )}
  </ActionTooltip>
);
