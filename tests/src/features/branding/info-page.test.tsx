import { screen } from '@testing-library/react';
import { mockFetch } from '../../fetch-mock';
import { signedIn } from '../../fixtures';
import { renderApp } from '../../render';

const howToBuy = {
  en: [
    { type: 'paragraph', text: 'Six steps <b>to</b> a car.' },
    { type: 'steps', items: [{ title: 'Top up your balance', text: 'Deposit by bank transfer.' }] },
    { type: 'link', href: '/car-auctions', label: 'Go to the car listing' },
  ],
  ru: [{ type: 'paragraph', text: 'Шесть шагов.' }],
};

describe('info pages', () => {
  it('renders the brand content of the page as text, never as markup', async () => {
    const api = mockFetch({ ...signedIn(), 'GET /content/how-to-buy.json': { body: howToBuy } });
    renderApp({ path: '/how-to-buy' });

    expect(await screen.findByText('Six steps <b>to</b> a car.')).toBeInTheDocument();
    expect(document.querySelector('main b')).toBeNull();
    expect(screen.getByText('Top up your balance').closest('li')).toHaveTextContent('Top up your balanceDeposit by bank transfer.');
    expect(screen.getByRole('link', { name: 'Go to the car listing' })).toHaveAttribute('href', '/car-auctions');
    expect(api.callsTo('GET /content/how-to-buy.json')).toHaveLength(1);
  });

  it('shows the Russian text in Russian', async () => {
    localStorage.setItem('language', '693');
    mockFetch({ ...signedIn(), 'GET /content/how-to-buy.json': { body: howToBuy } });
    renderApp({ path: '/how-to-buy' });
    expect(await screen.findByText('Шесть шагов.')).toBeInTheDocument();
  });

  it('says when the page cannot be loaded', async () => {
    mockFetch({ ...signedIn(), 'GET /content/about.json': { status: 404, body: { success: false, message: 'No such page' } } });
    renderApp({ path: '/about' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });
});
