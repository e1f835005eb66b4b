import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

let mounts = 0;
function Counted() {
  const [id] = useState(() => ++mounts);
  return <p>Boletim carregado {id}</p>;
}

function Example({ initial = 'ficha' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs.Root value={value} onValueChange={setValue}>
      <Tabs.List aria-label="Seções">
        <Tabs.Trigger value="ficha">Ficha</Tabs.Trigger>
        <Tabs.Trigger value="boletim">Boletim</Tabs.Trigger>
        <Tabs.Trigger value="historico">Histórico</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="ficha">Dados do aluno</Tabs.Content>
      <Tabs.Content value="boletim">
        <Counted />
      </Tabs.Content>
      <Tabs.Content value="historico">Matrículas</Tabs.Content>
    </Tabs.Root>
  );
}

afterEach(() => {
  cleanup();
  mounts = 0;
});

describe('Tabs', () => {
  it('shows the selected tab’s panel, named by its tab; the others hidden', () => {
    render(<Example />);
    const tab = screen.getByRole('tab', { name: 'Ficha' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Ficha' }).textContent).toBe('Dados do aluno');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Boletim' }).getAttribute('aria-selected')).toBe(
      'false',
    );
  });

  it('mounts a panel’s content when it is first shown, and keeps it', () => {
    render(<Example />);
    expect(screen.queryByText(/Boletim carregado/)).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Boletim' }));
    expect(screen.getByRole('tabpanel', { name: 'Boletim' }).textContent).toBe(
      'Boletim carregado 1',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Ficha' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Boletim' }));
    expect(screen.getByRole('tabpanel', { name: 'Boletim' }).textContent).toBe(
      'Boletim carregado 1',
    );
  });

  it('the selected tab alone is in the Tab order; arrows, Home and End move and select', () => {
    render(<Example />);
    const [ficha, boletim, historico] = screen.getAllByRole('tab') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect([ficha.tabIndex, boletim.tabIndex, historico.tabIndex]).toEqual([0, -1, -1]);
    ficha.focus();
    fireEvent.keyDown(ficha, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boletim);
    expect(boletim.getAttribute('aria-selected')).toBe('true');
    expect(boletim.tabIndex).toBe(0);
    fireEvent.keyDown(boletim, { key: 'End' });
    expect(document.activeElement).toBe(historico);
    fireEvent.keyDown(historico, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(ficha);
    fireEvent.keyDown(ficha, { key: 'ArrowLeft' });
    expect(historico.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(historico, { key: 'Home' });
    expect(screen.getByRole('tabpanel', { name: 'Ficha' }).hidden).toBe(false);
  });
});
