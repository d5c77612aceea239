import { Box, HStack, Table, type TableCellProps } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import {
  CardActions,
  CardField,
  CardFields,
  ResponsiveRows,
  RowCard,
  RowCards,
} from './responsive-rows';

/** Where a list is drawn: a table where it fits, cards on a phone. */
export type RowsWhere = 'table' | 'card';

/** Where a phone's card shows a column: in its title (stacked), as its badge, a line, its actions. */
export type CardPlace = 'title' | 'badge' | 'field' | 'actions';

/** One column of a list, stated once for both its table and its cards. */
export interface RowColumn<Row> {
  /** The table's column header, and the label of the column's line on a card. */
  header: string;
  /** The column's value for a row; `where` lets a button or a line fit the card. */
  cell: (row: Row, where: RowsWhere) => ReactNode;
  /** A labelled line unless said otherwise. */
  card?: CardPlace;
  /** A number: lined up at the end of the table's column, in figures of one width. */
  numeric?: boolean;
  /** The table cell's own style (a name's minimum width, how it wraps). */
  cellStyle?: TableCellProps;
}

export interface RowListProps<Row> {
  /** Names the list: the table's caption and scrolling region, the cards' list. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  columns: readonly RowColumn<Row>[];
  /** A read or a change is under way. */
  busy?: boolean;
  /** The table's text wraps (sentences) instead of keeping to one line and scrolling. */
  wrap?: boolean;
  /** A row's data attributes (on its table row and its card), e.g. the day's availability shade. */
  rowAttributes?: (row: Row) => RowAttributes | undefined;
}

/** Data attributes a list puts on one row, for its styles and its tests. */
export type RowAttributes = { [name: `data-${string}`]: string };

/**
 * A list drawn from one column spec: a table where it fits and cards on a phone (below `md`),
 * where a table's last columns (its actions) would scroll out of the screen.
 */
export function RowList<Row>(props: RowListProps<Row>) {
  return <ResponsiveRows cards={<ListCards {...props} />} table={<ListTable {...props} />} />;
}

const placeOf = <Row,>(column: RowColumn<Row>): CardPlace => column.card ?? 'field';

function ListCards<Row>(props: RowListProps<Row>) {
  const { label, rows, rowKey, columns, busy } = props;
  const at = (place: CardPlace) => columns.filter((column) => placeOf(column) === place);
  const [titles, badges, fields, actions] = [at('title'), at('badge'), at('field'), at('actions')];
  return (
    <RowCards label={label} busy={busy}>
      {rows.map((row, index) => {
        const cellsAt = (place: RowColumn<Row>[]) =>
          place.flatMap((column) => {
            const cell = column.cell(row, 'card');
            return cell ? [<Fragment key={column.header}>{cell}</Fragment>] : [];
          });
        const buttons = cellsAt(actions);
        return (
          <RowCard
            key={rowKey(row, index)}
            attributes={props.rowAttributes?.(row)}
            title={titles.map((column) => (
              <Box key={column.header}>{column.cell(row, 'card')}</Box>
            ))}
            badge={cellsAt(badges)}
          >
            {fields.length > 0 && (
              <CardFields>
                {fields.map((column) => (
                  <CardField key={column.header} label={column.header}>
                    {column.cell(row, 'card')}
                  </CardField>
                ))}
              </CardFields>
            )}
            {buttons.length > 0 && <CardActions>{buttons}</CardActions>}
          </RowCard>
        );
      })}
    </RowCards>
  );
}

const numericCell = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

function ListTable<Row>(props: RowListProps<Row>) {
  const { label, rows, rowKey, columns, busy, wrap } = props;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      whiteSpace={wrap ? 'normal' : undefined}
      // A wide table scrolls sideways: the keyboard must reach it too.
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table.Root size="sm" aria-busy={busy}>
        <Table.Caption srOnly>{label}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.header}
                textAlign={column.numeric ? 'end' : undefined}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={rowKey(row, index)} {...props.rowAttributes?.(row)}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  {...(column.numeric ? numericCell : {})}
                  {...column.cellStyle}
                >
                  {placeOf(column) === 'actions' ? (
                    <HStack gap="2">{column.cell(row, 'table')}</HStack>
                  ) : (
                    column.cell(row, 'table')
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
