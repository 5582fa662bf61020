import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { keys } from '../keys';
import { useCurrentUser } from '../session/currentUser';
import { countReportsByDay, fileTodaysReport, listReports, listReportsForDay } from './api';

export function useReportsOf(employeeId: string) {
  return useQuery({ queryKey: keys.reports(employeeId), queryFn: () => listReports(db, employeeId) });
}

export function useFileReport() {
  const me = useCurrentUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tasks: string) => fileTodaysReport(db, me, tasks),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.reports(me.employeeId) }),
        qc.invalidateQueries({ queryKey: keys.profile(me.uid) }),
      ]),
  });
}

/** Reports per day over everyone (the 30-day graph): one count() each. */
export function useReportCounts(dayKeys: readonly string[], enabled = true) {
  return useQuery({
    queryKey: keys.reportCounts(dayKeys),
    queryFn: () => countReportsByDay(db, dayKeys),
    enabled,
  });
}

export function useReportsForDay(dayKey: string | null) {
  return useQuery({
    queryKey: keys.reportsForDay(dayKey ?? ''),
    queryFn: () => listReportsForDay(db, dayKey ?? ''),
    enabled: dayKey !== null,
  });
}
