import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardAndLeave, pendingLeave, registerHost, stayOnScreen } from './leave-guard-store';
import { useLeaveGuard } from './use-leave-guard';

/** A screen with a text field that is dirty once something is typed, a link and 'Voltar'. */
function Editor({ saveAndLeave = false }: { saveAndLeave?: boolean }) {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '');
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Nota" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/frequencias">Frequências</Link>
      <Link to="/notas#grade">Mesma página</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Voltar
      </button>
      <button
        type="button"
        onClick={() => {
          if (saveAndLeave) guard.release();
          navigate('/alunos');
        }}
      >
        Salvar
      </button>
    </>
  );
}

/** The same field outside any router. */
function Bare() {
  const [text, setText] = useState('');
  useLeaveGuard(text !== '');
  return <input aria-label="Nota" value={text} onChange={(e) => setText(e.target.value)} />;
}

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Endereço">{pathname}</output>;
}

function renderAt(props: { saveAndLeave?: boolean } = {}) {
  render(
    <MemoryRouter initialEntries={['/inicio', '/notas']} initialIndex={1}>
      <Routes>
        <Route path="/notas" element={<Editor {...props} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'Endereço' }).textContent;
const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Nota' }), { target: { value: text } });
const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => {
    unregister?.();
    unregister = undefined;
    stayOnScreen();
    cleanup();
    vi.restoreAllMocks();
  });

  it('lets a clean screen go, and the tab close unasked', () => {
    unregister = registerHost();
    renderAt();
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Frequências' }));
    expect(pendingLeave()).toBeNull();
    expect(where()).toBe('/frequencias');
  });

  it('holds a link while dirty: staying keeps the text, discarding goes', () => {
    unregister = registerHost();
    renderAt();
    type('7,5');
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Frequências' }));
    expect(pendingLeave()).not.toBeNull();
    expect(where()).toBe('/notas');
    act(() => stayOnScreen());
    expect(pendingLeave()).toBeNull();
    expect(where()).toBe('/notas');
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveProperty('value', '7,5');
    fireEvent.click(screen.getByRole('link', { name: 'Frequências' }));
    act(() => discardAndLeave());
    expect(where()).toBe('/frequencias');
    // The screen is gone: nothing is guarded any more.
    expect(unload()).toBe(false);
  });

  it('holds navigate(-1) too, and lets a link to the same address (its hash aside) through', () => {
    unregister = registerHost();
    renderAt();
    type('7,5');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(pendingLeave()).not.toBeNull();
    act(() => stayOnScreen());
    expect(where()).toBe('/notas');
    fireEvent.click(screen.getByRole('link', { name: 'Mesma página' }));
    expect(pendingLeave()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveProperty('value', '7,5');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    act(() => discardAndLeave());
    // Back from '/notas#grade' to '/notas' (kept), then the guard is asked again from there.
    expect(where()).toBe('/notas');
  });

  it('lets a save that leaves in the same tick go unasked (release)', () => {
    unregister = registerHost();
    renderAt({ saveAndLeave: true });
    type('7,5');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(pendingLeave()).toBeNull();
    expect(where()).toBe('/alunos');
  });

  it('asks with the browser’s confirm when no dialog host is mounted', () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    renderAt();
    type('7,5');
    fireEvent.click(screen.getByRole('link', { name: 'Frequências' }));
    expect(confirm).toHaveBeenCalledWith('Descartar alterações?');
    expect(where()).toBe('/notas');
    fireEvent.click(screen.getByRole('link', { name: 'Frequências' }));
    expect(where()).toBe('/frequencias');
  });

  it('holds the browser’s back button: the address comes back, and discarding goes back', async () => {
    unregister = registerHost();
    window.history.replaceState(null, '', '/inicio');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/notas" element={<Editor />} />
          <Route path="*" element={<Link to="/notas">Notas</Link>} />
        </Routes>
        <Where />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Notas' }));
    type('7,5');
    act(() => window.history.back());
    await waitFor(() => expect(pendingLeave()).not.toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/notas'));
    expect(where()).toBe('/notas');
    act(() => stayOnScreen());
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveProperty('value', '7,5');
    act(() => window.history.back());
    await waitFor(() => expect(pendingLeave()).not.toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/notas'));
    act(() => discardAndLeave());
    await waitFor(() => expect(where()).toBe('/inicio'));
    expect(window.location.pathname).toBe('/inicio');
  });

  it('outside a router only the browser’s prompt asks', () => {
    render(<Bare />);
    expect(unload()).toBe(false);
    type('7,5');
    expect(unload()).toBe(true);
  });
});
