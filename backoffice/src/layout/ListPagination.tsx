import { Pagination, type PaginationProps } from 'react-admin';

// react-admin renders its pagination as a span around MUI's toolbar, a div, which a span may not hold (invalid HTML).
// `component` reaches MUI's TablePagination at run time, though react-admin's props type leaves it out.
const AS_DIV = { component: 'div' } as unknown as PaginationProps;

/** react-admin's list pagination, rendered as a div. */
export const ListPagination = (props: PaginationProps) => <Pagination {...props} {...AS_DIV} />;
