/**
 * Story decorator: renders the story inside the app's router at a given /app path, so screens
 * that use links and navigation behave in Storybook as in the product.
 */
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export function withRouter(path = '/'): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
}
