import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION } from '@/data/connection';
import { OFFLINE_MESSAGE } from '@/data/errors';
import { createQueryClient } from '@/data/queryClient';
import { ConnectionBanner, SLOW_MESSAGE } from './ConnectionBanner';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.useRealTimers();
});

function Screen({ read }: { read: () => Promise<string> }) {
  const q = useQuery({ queryKey: ['screen'], queryFn: read });
  return <p>{q.data ?? 'Loading the screen...'}</p>;
}

function renderApp(read: () => Promise<string>) {
  const qc = createQueryClient();
  render(
    <QueryClientProvider client={qc}>
      <Screen read={read} />
      <ConnectionBanner />
    </QueryClientProvider>,
  );
  return qc;
}

const banner = () => screen.queryByTestId('connection-banner');

describe('ConnectionBanner (the connection, said once for the signed-in app)', () => {
  it('offline: says so once, over what the screen shows (which stays); gone when the network returns', async () => {
    renderApp(() => Promise.resolve('The data'));
    expect(await screen.findByText('The data')).toBeInTheDocument();
    expect(banner()).toBeNull();

    act(() => onlineManager.setOnline(false));
    expect(screen.getAllByText(new RegExp(OFFLINE_MESSAGE.replace(/\./g, '\\.')))).toHaveLength(1);
    expect(banner()).toHaveTextContent(/updates by itself when the connection returns/);
    expect(screen.getByText('The data')).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(banner()).toBeNull();
  });

  it('a first load still waiting after 5 s says so and offers Try again, which reads it afresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const read = vi.fn(() => new Promise<string>(() => {}));
    renderApp(read);
    await act(() => vi.advanceTimersByTimeAsync(CONNECTION.slowMs - 100));
    expect(banner()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(banner()).toHaveTextContent(SLOW_MESSAGE);

    read.mockImplementation(() => Promise.resolve('Arrived'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(banner()).toBeNull();
  });

  it('a first load offline: the screen keeps its words, the banner says offline, and the read runs by itself when the network returns', async () => {
    act(() => onlineManager.setOnline(false));
    const read = vi.fn(() => Promise.resolve('Loaded later'));
    renderApp(read);
    expect(screen.getByText('Loading the screen...')).toBeInTheDocument();
    expect(banner()).toHaveTextContent(OFFLINE_MESSAGE);
    expect(read).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Loaded later')).toBeInTheDocument();
  });
});
