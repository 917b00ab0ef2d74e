/**
 * The named calls' declarations (contract/namedCalls.ts): each names a row of the contract table and covers every
 * `{…}` segment of that row's path, and the data provider's methods derived from them answer the declared types
 * (checked by the type checker: `npm run typecheck` reads this file).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CALLS } from '../../contract/calls';
import type { AuditStatisticsAnswer } from '../../contract/audit';
import type { ImportAnswer } from '../../contract/importAnswers';
import type { RegeneratedToken, SampleConfirmation } from '../../contract/lims';
import { NAMED_CALL_DECLARATIONS, type NamedAnswer, type NamedMethod } from '../../contract/namedCalls';
import type { OverdueAnswer } from '../../contract/overdue';
import type { Journey } from '../../contract/types';
import type { ContractMethods } from '../../src/providers/contractMethods';
import type { AppDataProvider } from '../../src/providers/dataProvider';

/** The `{name}` segments of a path. */
const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

describe('the named calls', () => {
  it("each declaration names a contract row and covers exactly its path's {segments}", () => {
    const problems: string[] = [];
    for (const [method, d] of Object.entries(NAMED_CALL_DECLARATIONS)) {
      const row = CALLS.find((c) => c.id === d.row);
      if (!row) {
        problems.push(`${method}: no contract row "${d.row}"`);
        continue;
      }
      const inPath = pathParams(row.path).sort();
      const declared = typeof d.place === 'object' ? [...d.place.params].sort() : [];
      if (JSON.stringify(inPath) !== JSON.stringify(declared))
        problems.push(
          `${method}: ${row.path} has {${inPath.join(', ')}}, the declaration fills [${declared}]`,
        );
    }
    expect(problems).toEqual([]);
  });

  it("a method's answer is its declared answer type, its argument the declared request", () => {
    // the type checker checks these; a changed declaration breaks `npm run typecheck`
    expectTypeOf<ContractMethods['sampleJourney']>().parameters.toEqualTypeOf<[{ barcode: string }]>();
    expectTypeOf<ContractMethods['sampleJourney']>().returns.resolves.toEqualTypeOf<Journey>();
    expectTypeOf<ContractMethods['importData']>().returns.resolves.toEqualTypeOf<ImportAnswer>();
    expectTypeOf<ContractMethods['overdue']>().returns.resolves.toEqualTypeOf<OverdueAnswer>();
    expectTypeOf<
      ContractMethods['auditStatistics']
    >().returns.resolves.toEqualTypeOf<AuditStatisticsAnswer>();
    expectTypeOf<ContractMethods['confirmLimsSample']>().returns.resolves.toEqualTypeOf<SampleConfirmation>();
    expectTypeOf<ContractMethods['rejectLimsSample']>().parameters.toEqualTypeOf<
      [{ id: number | string; error_message: string }]
    >();
    expectTypeOf<ContractMethods['regenerateLimsToken']>().returns.resolves.toEqualTypeOf<RegeneratedToken>();
    expectTypeOf<ContractMethods['limsStatistics']>().parameters.toEqualTypeOf<[]>();
    // the app's data provider carries them as declared
    expectTypeOf<AppDataProvider['sampleJourney']>().returns.resolves.toEqualTypeOf<Journey>();
    // and every method answers its declaration's type
    expectTypeOf<{ [K in NamedMethod]: Awaited<ReturnType<ContractMethods[K]>> }>().toEqualTypeOf<{
      [K in NamedMethod]: NamedAnswer<K>;
    }>();
  });
});
