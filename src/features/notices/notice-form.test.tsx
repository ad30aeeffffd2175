import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Notice } from '../../store/api';
import { fieldLabel, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import NoticeAddPage from './notice-add-page';
import NoticeEditPage from './notice-edit-page';

const CREATE = 'createNotice';
const NOTICE: Notice = {
  id: 4, title: '', image: 'n.png', image_full_url: 'http://api.test/images/n.png', link: 'https://shop.test/nagad',
  notice: 'Nagad payments are delayed', type: 'flat_page_top', is_active: 1, for_home_modal: 0,
};

function renderAt(route: string, { fakeTimers = false } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/notice/add" element={<NoticeAddPage />} />
      <Route path="/notice/edit/:id" element={<NoticeEditPage />} />
      <Route path="/notice" element={<h1>Notice list</h1>} />
    </Routes>,
    { route, preloadedState: signedInState(), fakeTimers },
  );
}

describe('Notice forms', () => {
  it("requires the notice text ('Notice is required') and sends nothing without it", async () => {
    const api = mockApi();
    const { user } = renderAt('/notice/add');
    await user.type(screen.getByLabelText(fieldLabel('Link')), 'https://shop.test');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Notice is required')).toBeInTheDocument();
    // Blank is not text either.
    await user.type(screen.getByLabelText(fieldLabel('Notice')), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Notice is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('offers the popup and flat_page_top types', async () => {
    mockApi();
    const { user } = renderAt('/notice/add');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => [o.getAttribute('data-value'), o.textContent])).toEqual([
      ['popup', 'Popup'],
      ['flat_page_top', 'Flat page top'],
    ]);
  });

  it('creates a notice with an empty title for the home modal, says so, and returns to the list after 1.5 s', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ [CREATE]: ok({ ...NOTICE, id: 9 }) });
      const { user } = renderAt('/notice/add', { fakeTimers: true });
      await user.type(screen.getByLabelText(fieldLabel('Notice')), '  Eid offer  ');
      await user.click(screen.getByRole('combobox', { name: 'Type' }));
      await user.click(await screen.findByRole('option', { name: 'Flat page top' }));
      await user.click(screen.getByRole('switch', { name: 'Active' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText('Notice created successfully')).toBeInTheDocument();
      expect(await api.calls(CREATE)[0].json()).toEqual({
        title: '', image: null, link: null, notice: 'Eid offer', type: 'flat_page_top', is_active: 0, for_home_modal: 1,
      });
      act(() => jest.advanceTimersByTime(1499));
      expect(screen.queryByRole('heading', { name: 'Notice list' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Notice list' })).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('edits the loaded notice and keeps what the form does not show', async () => {
    const api = mockApi({ getNotice: ok(NOTICE), updateNotice: ok(NOTICE) });
    const { user } = renderAt('/notice/edit/4');
    expect(await screen.findByRole('heading', { name: 'Edit notice' })).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Notice'))).toHaveValue('Nagad payments are delayed');
    expect(screen.getByLabelText(fieldLabel('Link'))).toHaveValue('https://shop.test/nagad');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'http://api.test/images/n.png');

    await user.clear(screen.getByLabelText(fieldLabel('Notice')));
    await user.type(screen.getByLabelText(fieldLabel('Notice')), 'Nagad is back');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Notice updated successfully')).toBeInTheDocument();
    expect(await api.calls('updateNotice')[0].json()).toEqual({
      title: '', image: 'n.png', link: 'https://shop.test/nagad', notice: 'Nagad is back', type: 'flat_page_top', is_active: 1, for_home_modal: 0,
    });
  });
});
