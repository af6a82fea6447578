import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '#server/store';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { sampleSession, sampleStudent } from '../testing/test-class-objects';
import type { Store } from './class-store';
import { sqliteWritesTogether } from './writes-together';

let database: TestDatabase;
let store: Store;
let transactions: number;

/** Writes together over the store's transactions, counting them. */
function countedWrites() {
  return sqliteWritesTogether((steps) => {
    transactions += 1;
    return store.transaction(steps);
  });
}

const students = ['Ada', 'Bo', 'Cy'].map((name, index) =>
  sampleStudent({ id: `student-${String(index + 1)}`, name, nameKey: name.toLowerCase() }),
);

async function storedIds(): Promise<string[]> {
  return (await store.students.listStandingsBySession('session-1')).map((student) => student.id);
}

beforeEach(async () => {
  database = await createTestDatabase('sqlite');
  store = createStore(database.db, database.dialect);
  await store.sessions.insert(sampleSession());
  transactions = 0;
});

afterEach(async () => {
  await database.dispose();
});

describe('students’ writes together on SQLite', () => {
  it('stores the writes asked in one turn in one transaction', async () => {
    const write = countedWrites();
    await Promise.all(
      students.map((student) => write(student.id, (repos) => repos.students.insert(student))),
    );
    expect(transactions).toBe(1);
    expect((await storedIds()).sort()).toEqual(['student-1', 'student-2', 'student-3']);
  });

  it('undoes a write that throws alone: the others are stored and only its caller gets the error', async () => {
    const write = countedWrites();
    const failure = new Error('refused');
    const [ada, bo, cy] = students.map((student) =>
      write(student.id, async (repos) => {
        await repos.students.insert(student);
        if (student.name === 'Bo') throw failure;
        return student.name;
      }),
    );
    await expect(ada).resolves.toBe('Ada');
    await expect(bo).rejects.toBe(failure);
    await expect(cy).resolves.toBe('Cy');
    expect(transactions).toBe(1);
    expect((await storedIds()).sort()).toEqual(['student-1', 'student-3']);
  });

  it('gives each write asked alone a transaction of its own, and its result', async () => {
    const write = countedWrites();
    for (const student of students)
      await expect(
        write(student.id, async (repos) => {
          await repos.students.insert(student);
          return student.id;
        }),
      ).resolves.toBe(student.id);
    expect(transactions).toBe(3);
  });

  it('undoes a lone write that throws whole', async () => {
    const write = countedWrites();
    const [ada] = students;
    await expect(
      write('student-1', async (repos) => {
        if (ada !== undefined) await repos.students.insert(ada);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await storedIds()).toEqual([]);
  });

  it('never puts one student’s two writes in one transaction', async () => {
    const write = countedWrites();
    const [ada] = students;
    const order: string[] = [];
    await Promise.all([
      write('student-1', async (repos) => {
        if (ada !== undefined) await repos.students.insert(ada);
        order.push('joined');
      }),
      write('student-1', async (repos) => {
        order.push(`then found ${String((await repos.students.findById('student-1'))?.name)}`);
      }),
    ]);
    expect(order).toEqual(['joined', 'then found Ada']);
    expect(transactions).toBe(2);
  });

  it('runs each write alone again when the shared transaction fails, and stores each once', async () => {
    let failNext = true;
    const write = sqliteWritesTogether((steps) => {
      transactions += 1;
      return store.transaction(async (repos) => {
        const result = await steps(repos);
        if (failNext) {
          failNext = false;
          throw new Error('the commit failed');
        }
        return result;
      });
    });
    await Promise.all(
      students.map((student) => write(student.id, (repos) => repos.students.insert(student))),
    );
    expect(transactions).toBe(4);
    expect((await storedIds()).sort()).toEqual(['student-1', 'student-2', 'student-3']);
  });

  it('ends the transaction when a full disk undid it whole: a write is stored just when its caller is told so', async () => {
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(database.db);
    await sql
      .raw(`pragma max_page_count = ${String(pages.rows[0]?.page_count ?? 0)}`)
      .execute(database.db);
    const write = countedWrites();
    const tooLong = 'B'.repeat(200_000);
    const outcomes = await Promise.allSettled(
      students.map((student) =>
        write(student.id, (repos) =>
          repos.students.insert(student.name === 'Bo' ? { ...student, name: tooLong } : student),
        ),
      ),
    );
    const told = students
      .filter((_, index) => outcomes[index]?.status === 'fulfilled')
      .map((student) => student.id);
    expect(outcomes[1]?.status).toBe('rejected');
    expect((await storedIds()).sort()).toEqual(told.sort());
  });
});

describe('the store’s writes together', () => {
  it('share one SQLite transaction among the writes asked in one turn', async () => {
    const begun = vi.spyOn(database.db, 'transaction');
    await Promise.all(
      students.map((student) =>
        store.writeTogether(student.id, (repos) => repos.students.insert(student)),
      ),
    );
    expect(begun).toHaveBeenCalledTimes(1);
    expect((await storedIds()).sort()).toEqual(['student-1', 'student-2', 'student-3']);
  });
});
