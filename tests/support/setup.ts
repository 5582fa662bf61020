/**
 * Runs before every emulator test file. The data tests are about outcomes, money and the rules, not
 * about the app's offline deadline (src/data/transaction.test.ts proves that with fake timers): on a
 * busy 2-core test machine the emulator can take longer than the app's 4 s to answer a transaction of
 * many writes, which the app would rightly call offline, so these tests give the server a minute.
 */
import { TRANSACTION_DEFAULTS } from '@/data/transaction';

TRANSACTION_DEFAULTS.deadlineMs = 60_000;
