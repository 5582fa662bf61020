import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer boundaries of eslint.config.js, checked on imports written into a file of each layer. */
const eslint = new ESLint({ cwd: `${import.meta.dirname}/../..` });

async function refused(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => /'([^']+)'/.exec(m.message)?.[1] ?? m.message);
}

describe('layer boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('a screen imports hooks and api types, never api functions, the writer, Firebase or another feature', async () => {
    const source = [
      "import { useRedeem } from '@/data/redemptions/hooks';",
      "import type { RedemptionFilter } from '@/data/redemptions/api';",
      "import { redeemPoints } from '@/data/redemptions/api';",
      "import { openLedger } from '@/data/ledger/writer';",
      "import { db } from '@/firebase/firestore';",
      "import { doc } from 'firebase/firestore/lite';",
      "import { ClaimModal } from '@/features/earn/ClaimModal';",
      "import { x } from '../earn/x';",
      'export const all = [useRedeem, redeemPoints, openLedger, db, doc, ClaimModal, x];',
      'export type F = RedemptionFilter;',
    ].join('\n');
    expect(await refused('src/features/redeem/Fixture.tsx', source)).toEqual([
      '@/data/redemptions/api',
      '@/data/ledger/writer',
      '@/firebase/firestore',
      'firebase/firestore/lite',
      '@/features/earn/ClaimModal',
      '../earn/x',
    ]);
  });

  it('a screen leaves deferral and secondary-read scheduling to the data hooks (types are fine)', async () => {
    const source = [
      "import type { DeferredPages } from '@/data/deferred';",
      "import { useDeferredQuery } from '@/data/deferred';",
      "import { useSecondaryReadTurn } from '@/data/secondary';",
      "import { useList } from '@/data/lists';",
      'export const all = [useDeferredQuery, useSecondaryReadTurn, useList];',
      'export type P = DeferredPages<number>;',
    ].join('\n');
    expect(await refused('src/features/redeem/Fixture.tsx', source)).toEqual([
      '@/data/deferred',
      '@/data/secondary',
      '@/data/lists',
    ]);
  });

  it("a screen's test may import the api module it mocks", async () => {
    const source = "import { redeemPoints } from '@/data/redemptions/api';\nexport const f = redeemPoints;";
    expect(await refused('src/features/redeem/Fixture.test.tsx', source)).toEqual([]);
  });

  it('ui imports neither data, features nor app', async () => {
    const source = [
      "import { isLocalDemo } from '@/data/session/environment';",
      "import { RedeemPage } from '@/features/redeem/RedeemPage';",
      "import { Layout } from '@/app/Layout';",
      "import { cn } from './cn';",
      'export const all = [isLocalDemo, RedeemPage, Layout, cn];',
    ].join('\n');
    expect(await refused('src/ui/Fixture.tsx', source)).toEqual([
      '@/data/session/environment',
      '@/features/redeem/RedeemPage',
      '@/app/Layout',
    ]);
  });

  it('domain imports no React, Firebase, data, features, ui or app', async () => {
    const source = [
      "import { useState } from 'react';",
      "import { getDoc } from 'firebase/firestore/lite';",
      "import { claimKeys } from '@/data/claims/queries';",
      "import { Button } from '@/ui/Button';",
      "import { paths } from '@/app/routes';",
      "import { TIERS } from './constants';",
      'export const all = [useState, getDoc, claimKeys, Button, paths, TIERS];',
    ].join('\n');
    expect(await refused('src/domain/fixture.ts', source)).toEqual([
      'react',
      'firebase/firestore/lite',
      '@/data/claims/queries',
      '@/ui/Button',
      '@/app/routes',
    ]);
  });
});
