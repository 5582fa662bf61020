import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '@/test/factories';
import { personalKeys, userQueries } from './queries';

const getPersonalOfPage = vi.fn();
const getPersonal = vi.fn();
vi.mock('./api', () => ({
  getPersonalOfPage: (...a: unknown[]) => getPersonalOfPage(...a),
  getPersonal: (...a: unknown[]) => getPersonal(...a),
  getUser: vi.fn(),
}));

const asha = makeProfile({ employeeId: 'EMP001', number: '9876543210', gender: 'Female', dob: '1990-05-17' });
const ravi = makeProfile({ id: 'EMP004', employeeId: 'EMP004', number: '', gender: '', dob: '' });

describe("userQueries.personalPage (the directory's phone column)", () => {
  it("is keyed by the page's employee IDs and shows the profiles' own (legacy) fields until loaded", () => {
    const options = userQueries.personalPage([asha, ravi]);
    expect(options.queryKey).toEqual(personalKeys.page(['EMP001', 'EMP004']));
    expect(options.placeholderData).toEqual({
      EMP001: { number: '9876543210', gender: 'Female', dob: '1990-05-17' },
      EMP004: { number: '', gender: '', dob: '' },
    });
  });

  it("seeds each employee's personal query with the page's result (the detail page reads nothing more)", async () => {
    const fromServer = {
      EMP001: { number: '9000000001', gender: 'Female', dob: '1990-05-17' },
      EMP004: { number: '', gender: '', dob: '' },
    };
    getPersonalOfPage.mockResolvedValueOnce(fromServer);
    const client = new QueryClient();
    expect(await client.fetchQuery(userQueries.personalPage([asha, ravi]))).toEqual(fromServer);
    expect(getPersonalOfPage).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(personalKeys.of('EMP001'))).toEqual(fromServer.EMP001);
    expect(client.getQueryData(personalKeys.of('EMP004'))).toEqual(fromServer.EMP004);
    // The employee page's query, within the app's 30 s staleTime: served from the cache, no read.
    expect(await client.fetchQuery({ ...userQueries.personal(asha), staleTime: 30_000 })).toEqual(
      fromServer.EMP001,
    );
    expect(getPersonal).not.toHaveBeenCalled();
  });
});
