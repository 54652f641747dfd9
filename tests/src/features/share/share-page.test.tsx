import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../fetch-mock';
import { anonymous } from '../../fixtures';
import { renderApp } from '../../render';
import { carDetail } from '../lot-detail/lot-fixtures';

const { bidInfo: _bid, wishList: _wish, ...sharedLot } = carDetail();
const summary = { body: { success: true, title: 'Toyota Prius', needsCode: true } };

describe('shared lot page', () => {
  it('asks an anonymous visitor for the access code, refuses a wrong one and shows the lot read-only for the right one', async () => {
    const fetch = mockFetch({
      ...anonymous(),
      'GET /share/lot': summary,
      'POST /share/lot': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { success: true, type: 'car-auction', title: 'Toyota Prius', lot: sharedLot } }
          : { status: 403, body: { success: false, message: 'WrongCode', messageCode: 'WrongCode' } },
    });
    const { user } = renderApp({ path: '/car-auctions/share/41' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Prius' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Toyota Prius | Seri'));
    expect(screen.getByRole('heading', { name: 'Access code' })).toBeInTheDocument();
    const code = screen.getByPlaceholderText('Code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Show car' }));
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();
    expect(fetch.callsTo('POST /share/lot')[0]?.body).toEqual({ type: 'car-auction', id: '41', code: '000000' });

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByRole('region', { name: 'Lot 12345' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Car' })).toHaveTextContent('ZVW30-1234567');
    expect(screen.getByRole('button', { name: /Open photo 1 of 3/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manager note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('shows a visitor the month of production with the code as their key, and makes no session call', async () => {
    const fetch = mockFetch({
      ...anonymous(),
      'GET /share/lot': summary,
      'POST /share/lot': { body: { success: true, type: 'car-auction', title: 'Toyota Prius', lot: sharedLot } },
      'POST /share/production-month': {
        body: {
          success: true,
          carInfo: {
            year: 2015,
            month: 3,
            monthName: 'March',
            catalogNumber: '1234567',
            code: 'ZVW30',
            colorCode: '070',
            engineNumber: '',
            transmission: 'CVT',
            gradeCode: '',
            modelCode: '',
            modelName: '',
            trimCode: '',
            description: '',
          },
        },
      },
    });
    const { user } = renderApp({ path: '/car-auctions/share/41' });
    await user.type(await screen.findByPlaceholderText('Code'), '123456{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Show month of production' }));
    expect(await screen.findByText('2015/03 (March)')).toBeInTheDocument();
    expect(fetch.callsTo('POST /share/production-month')[0]?.body).toEqual({ type: 'car-auction', id: '41', code: '123456' });
    expect(fetch.callsTo('GET /car-auction/production-month')).toHaveLength(0);
    expect(fetch.callsTo('GET /user/view-profile')).toHaveLength(0);
    expect(fetch.callsTo('GET /auth/update')).toHaveLength(0);
  });

  it('says when too many wrong codes were tried', async () => {
    mockFetch({
      ...anonymous(),
      'GET /share/lot': summary,
      'POST /share/lot': { status: 429, body: { success: false, message: 'TooManyAttempts', messageCode: 'TooManyAttempts' } },
    });
    const { user } = renderApp({ path: '/oneprice/share/41' });
    await user.type(await screen.findByPlaceholderText('Code'), '111111{Enter}');
    expect(await screen.findByText('Too many wrong codes. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it('shows an empty state with a link back to the car listing when the lot is missing', async () => {
    mockFetch({ ...anonymous(), 'GET /share/lot': { status: 404, body: { success: false, message: 'Not found' } } });
    renderApp({ path: '/machinery/share/999' });
    const notice = await screen.findByText(/This lot was not found/);
    expect(within(notice.closest('section')!).getByRole('link', { name: 'Back to the listing' })).toHaveAttribute('href', '/car-auctions');
  });
});
