import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { table } from 'styled-system/recipes';
import { describe, expect, it } from 'vitest';
import { createSlotContext } from './slot-context';

const { withProvider, withContext, withRootProvider } = createSlotContext(table);
const Root = withProvider('table', 'root');
const Body = withContext('tbody', 'body');
const Row = withContext('tr', 'row');
const Cell = withContext('td', 'cell', { defaultProps: { className: 'padrao' } });
const classesOf = (element: Element) => element.getAttribute('class')?.split(' ') ?? [];

describe('createSlotContext', () => {
  it('gives each part the slot class of its root’s variant, then its own class', () => {
    render(
      <Root size="sm" aria-label="Notas">
        <Body>
          <Row>
            <Cell className="minha">8,5</Cell>
            <Cell>7,0</Cell>
          </Row>
        </Body>
      </Root>,
    );
    const small = table({ size: 'sm' });
    const grid = screen.getByRole('table', { name: 'Notas' });
    expect(classesOf(grid)).toEqual(small.root.split(' '));
    // The variant is the recipe's, not an attribute of the element.
    expect(grid.hasAttribute('size')).toBe(false);
    const [own, byDefault] = screen.getAllByRole('cell');
    expect(classesOf(own as Element)).toEqual([...small.cell.split(' '), 'minha']);
    expect(classesOf(byDefault as Element)).toEqual([...small.cell.split(' '), 'padrao']);
    expect(table({ size: 'md' }).cell).not.toBe(small.cell);
  });

  it('gives a part outside any root the recipe’s default classes, and passes refs on', () => {
    const ref = createRef<HTMLTableCellElement>();
    render(
      <table>
        <tbody>
          <tr>
            <Cell ref={ref}>sozinha</Cell>
          </tr>
        </tbody>
      </table>,
    );
    const cell = screen.getByRole('cell', { name: 'sozinha' });
    expect(ref.current).toBe(cell);
    expect(classesOf(cell)).toEqual([...table().cell.split(' '), 'padrao']);
  });

  it('lets a root that draws nothing of its own share its classes', () => {
    const Provider = withRootProvider(({ children }: { children: React.ReactNode }) => children);
    render(
      <Provider size="sm">
        <table>
          <tbody>
            <tr>
              <Cell>dentro</Cell>
            </tr>
          </tbody>
        </table>
      </Provider>,
    );
    expect(classesOf(screen.getByRole('cell', { name: 'dentro' }))).toEqual([
      ...table({ size: 'sm' }).cell.split(' '),
      'padrao',
    ]);
  });
});
