import type { ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '../components/Modal';

/**
 * A Modal opened from inside a page. The layout makes the whole page inert while a modal is open, so the
 * dialog must live outside it: it is rendered into the body.
 */
export function PageModal(props: ComponentProps<typeof Modal>) {
  return props.open ? createPortal(<Modal {...props} />, document.body) : null;
}
