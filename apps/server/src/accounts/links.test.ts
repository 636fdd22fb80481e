import { tables } from '@mathsteps/db';
import { CHILD_CLASSES_MAX, PUPILS_MAX } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { listen, post } from '../../test/burst';
import { appPerTest, CLASS_3B } from '../../test/test-app';
import { LIMITS } from '../auth/throttle';

// A family's child linked to a class (docs/product.md "Families' children in a class",
// decision 0029): the class code and the invitation, each approved by the other side, what
// each side sees, and either side ending it, on both engines.

const t = appPerTest({ at: '2026-11-30T09:00:00Z' });

async function teacherWithClass(email = 'ms.reyes@hill.example.org', name: string = CLASS_3B.name) {
  const { cookie } = await t.registerParent({ email, school: 'Hill Primary School' });
  const call = (body: object) => t.call(body, { cookie });
  const made = (await call({ tag: 'class.create', ...CLASS_3B, name })).json().class;
  return { cookie, call, classId: made.id as string, code: made.code as string };
}

/** Dana with her child Sam (and more children when named), Sam at work on addition. */
async function family(email = 'dana@example.com', children = ['sam']) {
  const { cookie } = await t.registerParent({ email });
  await t.buyTestPremium(cookie);
  for (const child of children) {
    await t.addScheduledStudent(cookie, child, { addition: { schedule: 'smtwrfa' } });
  }
  const call = (body: object) => t.call(body, { cookie });
  return { cookie, call };
}

describe('a class code', () => {
  it('asks for the child to join; once the teacher accepts, the teacher sees its work', async () => {
    const teacher = await teacherWithClass();
    expect(teacher.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const dana = await family();
    // Typed as a parent reads it off a note: lower case, with its dash.
    const typed = `${teacher.code.slice(0, 4).toLowerCase()}-${teacher.code.slice(4)}`;
    const asked = await dana.call({ tag: 'student.joinclass', accountname: 'sam', code: typed });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().class).toMatchObject({
      status: 'asked',
      classname: '3B',
      grade: 3,
      teacher: 'Dana Reyes',
      school: 'Hill Primary School',
    });
    const linkId: string = asked.json().class.id;

    // Asked only: the teacher sees the name to accept, but not the child's work yet.
    let got = (await teacher.call({ tag: 'class.get', classid: teacher.classId })).json();
    expect(got.links).toEqual([
      expect.objectContaining({ id: linkId, status: 'asked', firstname: 'Sam', initial: 'R' }),
    ]);
    const samId: string = got.links[0].pupilid;
    const early = await teacher.call({
      tag: 'class.report',
      classid: teacher.classId,
      pupilid: samId,
    });
    expect(early.statusCode).toBe(404);
    expect(early.json().code).toBe('pupil_not_found');

    const accepted = await teacher.call({
      tag: 'class.acceptlink',
      classid: teacher.classId,
      linkid: linkId,
    });
    expect(accepted.json().link).toMatchObject({ status: 'linked', firstname: 'Sam' });
    got = (await teacher.call({ tag: 'class.get', classid: teacher.classId })).json();
    expect(got.links.map((link: { status: string }) => link.status)).toEqual(['linked']);
    // The family's child is not made one of the class's pupils: no pictures, no card.
    expect(got.pupils).toEqual([]);
    const report = await teacher.call({
      tag: 'class.report',
      classid: teacher.classId,
      pupilid: samId,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().report.student.firstname).toBe('Sam');

    // The parent sees everything as before, and the class on the child's card.
    const classes = (await dana.call({ tag: 'student.classes', accountname: 'sam' })).json();
    expect(classes.classes).toEqual([expect.objectContaining({ id: linkId, status: 'linked' })]);
    expect((await dana.call({ tag: 'student.report', accountname: 'sam' })).statusCode).toBe(200);
  });

  it('is made for a class made before codes, when its teacher opens its page', async () => {
    const teacher = await teacherWithClass();
    // As migration 0035 leaves a class made before it: no code.
    await t.database.db.update(tables.classes).set({ code: null });
    const dana = await family();
    const before = await dana.call({
      tag: 'student.joinclass',
      accountname: 'sam',
      code: teacher.code,
    });
    expect(before.json().code).toBe('class_code_not_found');
    const { code } = (await teacher.call({ tag: 'class.get', classid: teacher.classId })).json()
      .class;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const joined = await dana.call({ tag: 'student.joinclass', accountname: 'sam', code });
    expect(joined.json().class.status).toBe('asked');
  });

  it('is refused with a reason when no open class has it, and counted per parent', async () => {
    const teacher = await teacherWithClass();
    const dana = await family();
    const wrong = await dana.call({
      tag: 'student.joinclass',
      accountname: 'sam',
      code: 'ZZZZ-ZZZZ',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('class_code_not_found');
    const broken = await dana.call({ tag: 'student.joinclass', accountname: 'sam', code: 'hello' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().reason).toContain('A class code has 8 letters and digits');
    // An archived class takes no one.
    await teacher.call({ tag: 'class.update', classid: teacher.classId, archived: true });
    const archived = await dana.call({
      tag: 'student.joinclass',
      accountname: 'sam',
      code: teacher.code,
    });
    expect(archived.json().code).toBe('class_code_not_found');
    // A new code: the old one is taken no more.
    await teacher.call({ tag: 'class.update', classid: teacher.classId, archived: false });
    const renewed = (await teacher.call({ tag: 'class.newcode', classid: teacher.classId })).json();
    expect(renewed.class.code).not.toBe(teacher.code);
    const old = await dana.call({
      tag: 'student.joinclass',
      accountname: 'sam',
      code: teacher.code,
    });
    expect(old.json().code).toBe('class_code_not_found');

    // Codes tried one after another, at once: the parent's wrong ones stop at the limit.
    const url = await listen(t.app);
    const tries = await Promise.all(
      Array.from({ length: LIMITS.classCodesPerParent.max + 5 }, (_, i) =>
        post(
          url,
          {
            tag: 'student.joinclass',
            accountname: 'sam',
            code: `ZZZZ${'23456789ABCDEFGHJKMNPQRSTUVWXYZ'[i]}ZZZ`,
          },
          { cookie: dana.cookie },
        ),
      ),
    );
    const statuses = tries.map((answer) => answer.status);
    // The three wrong codes above counted already.
    expect(statuses.filter((status) => status === 404)).toHaveLength(
      LIMITS.classCodesPerParent.max - 3,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    const refused = tries.find((answer) => answer.status === 429)!;
    expect(refused.body.code).toBe('too_many_class_codes');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is another family’s child to nobody: a parent reaches only its own child’s links', async () => {
    const teacher = await teacherWithClass();
    const dana = await family();
    const eve = await family('eve@example.com', ['eli']);
    const foreign = await eve.call({
      tag: 'student.joinclass',
      accountname: 'sam',
      code: teacher.code,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('student_not_found');
    const { id } = (
      await dana.call({ tag: 'student.joinclass', accountname: 'sam', code: teacher.code })
    ).json().class;
    for (const body of [
      { tag: 'student.leaveclass', accountname: 'eli', linkid: id },
      { tag: 'student.approveclass', accountname: 'eli', linkid: id },
    ]) {
      const answer = await eve.call(body);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('link_not_found');
    }
    expect((await eve.call({ tag: 'student.classes', accountname: 'eli' })).json().classes).toEqual(
      [],
    );
    // Asking twice is one request.
    const again = await dana.call({
      tag: 'student.joinclass',
      accountname: 'sam',
      code: teacher.code,
    });
    expect(again.json().class.id).toBe(id);
  });
});

describe('an invitation', () => {
  it('is approved by the parent; until then the teacher sees only the name it typed', async () => {
    const teacher = await teacherWithClass();
    const dana = await family();
    const invited = await teacher.call({
      tag: 'class.invite',
      classid: teacher.classId,
      accountname: 'Sam',
    });
    expect(invited.statusCode).toBe(200);
    const link = invited.json().link;
    expect(link).toEqual({
      id: expect.any(String),
      status: 'invited',
      invitedname: 'sam',
      since: expect.any(String),
    });
    // A name no family's child has is answered the same way: the invitation tells nothing.
    const nobody = await teacher.call({
      tag: 'class.invite',
      classid: teacher.classId,
      accountname: 'nobody-here',
    });
    expect(Object.keys(nobody.json().link).sort()).toEqual(Object.keys(link).sort());
    expect(nobody.json().link.status).toBe('invited');

    const samId = (await dana.call({ tag: 'user.get' })).json().students[0].id;
    const before = await teacher.call({
      tag: 'class.report',
      classid: teacher.classId,
      pupilid: samId,
    });
    expect(before.statusCode).toBe(404);

    const classes = (await dana.call({ tag: 'student.classes', accountname: 'sam' })).json();
    expect(classes.classes).toEqual([
      expect.objectContaining({ id: link.id, status: 'invited', classname: '3B' }),
    ]);
    const approved = await dana.call({
      tag: 'student.approveclass',
      accountname: 'sam',
      linkid: link.id,
    });
    expect(approved.json().class.status).toBe('linked');
    const got = (await teacher.call({ tag: 'class.get', classid: teacher.classId })).json();
    expect(got.links).toEqual([
      expect.objectContaining({ status: 'invited', invitedname: 'nobody-here' }),
      expect.objectContaining({ status: 'linked', firstname: 'Sam', pupilid: samId }),
    ]);
    const report = await teacher.call({
      tag: 'class.report',
      classid: teacher.classId,
      pupilid: samId,
    });
    expect(report.statusCode).toBe(200);
    // The teacher's own request can't be accepted by the teacher; another class's link is not found.
    const own = await teacher.call({
      tag: 'class.acceptlink',
      classid: teacher.classId,
      linkid: nobody.json().link.id,
    });
    expect(own.json().code).toBe('link_not_found');
  });

  it('is approved by entering the class code too', async () => {
    const teacher = await teacherWithClass();
    const dana = await family();
    await teacher.call({ tag: 'class.invite', classid: teacher.classId, accountname: 'sam' });
    const joined = await dana.call({
      tag: 'student.joinclass',
      accountname: 'sam',
      code: teacher.code,
    });
    expect(joined.json().class.status).toBe('linked');
  });
});

describe('a link', () => {
  async function linked() {
    const teacher = await teacherWithClass();
    const dana = await family();
    const { id } = (
      await dana.call({ tag: 'student.joinclass', accountname: 'sam', code: teacher.code })
    ).json().class;
    const accepted = await teacher.call({
      tag: 'class.acceptlink',
      classid: teacher.classId,
      linkid: id,
    });
    return { teacher, dana, linkId: id as string, samId: accepted.json().link.pupilid as string };
  }

  it('is ended by the parent: the teacher sees the child no more, the family keeps everything', async () => {
    const { teacher, dana, linkId, samId } = await linked();
    expect(
      (await dana.call({ tag: 'student.leaveclass', accountname: 'sam', linkid: linkId }))
        .statusCode,
    ).toBe(200);
    const report = await teacher.call({
      tag: 'class.report',
      classid: teacher.classId,
      pupilid: samId,
    });
    expect(report.json().code).toBe('pupil_not_found');
    expect(
      (await teacher.call({ tag: 'class.get', classid: teacher.classId })).json().links,
    ).toEqual([]);
    expect((await dana.call({ tag: 'user.get' })).json().students).toHaveLength(1);
    const twice = await dana.call({
      tag: 'student.leaveclass',
      accountname: 'sam',
      linkid: linkId,
    });
    expect(twice.json().code).toBe('link_not_found');
  });

  it('is ended by the teacher, and by deleting the class, the child staying its family’s', async () => {
    const { teacher, dana, linkId } = await linked();
    expect(
      (await teacher.call({ tag: 'class.endlink', classid: teacher.classId, linkid: linkId }))
        .statusCode,
    ).toBe(200);
    expect(
      (await dana.call({ tag: 'student.classes', accountname: 'sam' })).json().classes,
    ).toEqual([]);

    const again = (
      await dana.call({ tag: 'student.joinclass', accountname: 'sam', code: teacher.code })
    ).json().class;
    await teacher.call({ tag: 'class.acceptlink', classid: teacher.classId, linkid: again.id });
    expect((await teacher.call({ tag: 'class.delete', classid: teacher.classId })).statusCode).toBe(
      200,
    );
    const students = (await dana.call({ tag: 'user.get' })).json().students;
    expect(students.map((s: { accountname: string }) => s.accountname)).toEqual(['sam']);
    expect(
      (await dana.call({ tag: 'student.classes', accountname: 'sam' })).json().classes,
    ).toEqual([]);
    // Sam still signs in and works.
    expect((await t.studentConnect('sam')).statusCode).toBe(200);
  });

  it('is another teacher’s to nobody', async () => {
    const { teacher, linkId, samId } = await linked();
    const other = await teacherWithClass('mr.khan@hill.example.org', '4C');
    for (const [body, code] of [
      [{ tag: 'class.report', classid: other.classId, pupilid: samId }, 'pupil_not_found'],
      [{ tag: 'class.report', classid: teacher.classId, pupilid: samId }, 'class_not_found'],
      [{ tag: 'class.acceptlink', classid: other.classId, linkid: linkId }, 'link_not_found'],
      [{ tag: 'class.endlink', classid: other.classId, linkid: linkId }, 'link_not_found'],
      [{ tag: 'class.endlink', classid: teacher.classId, linkid: linkId }, 'class_not_found'],
      [{ tag: 'class.invite', classid: teacher.classId, accountname: 'sam' }, 'class_not_found'],
    ] as const) {
      const answer = await other.call(body);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe(code);
      expect(JSON.stringify(answer.json())).not.toContain('Sam');
    }
    // The class's work is for its own pupils: a linked child is not one of them.
    const work = await teacher.call({
      tag: 'class.setwork',
      classid: teacher.classId,
      pupilids: [samId],
      work: { addition: { level: 5, schedule: 'mw' } },
    });
    expect(work.json().code).toBe('pupil_not_found');
  });

  it(`fills the class's ${PUPILS_MAX} places with its pupils, also when accepted at once`, async () => {
    const teacher = await teacherWithClass();
    const names = Array.from(
      { length: PUPILS_MAX - 1 },
      (_, i) => `P${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'ab'[Math.floor(i / 26)]} X`,
    );
    await teacher.call({
      tag: 'class.addpupils',
      classid: teacher.classId,
      pupils: names.join('\n'),
    });
    const dana = await family('dana@example.com', ['sam', 'tia']);
    const ids: string[] = [];
    for (const child of ['sam', 'tia']) {
      ids.push(
        (
          await dana.call({ tag: 'student.joinclass', accountname: child, code: teacher.code })
        ).json().class.id,
      );
    }
    const url = await listen(t.app);
    const answers = await Promise.all(
      ids.map((linkid) =>
        post(
          url,
          { tag: 'class.acceptlink', classid: teacher.classId, linkid },
          { cookie: teacher.cookie },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('class_full');
    // The roster counts the linked child too: no place is left for a pupil.
    const more = await teacher.call({
      tag: 'class.addpupils',
      classid: teacher.classId,
      pupils: 'Zed Z',
    });
    expect(more.json().code).toBe('roster_not_taken');
  });

  it(`holds a child in at most ${CHILD_CLASSES_MAX} classes`, async () => {
    const dana = await family();
    for (let i = 0; i <= CHILD_CLASSES_MAX; i++) {
      const teacher = await teacherWithClass(`teacher${i}@hill.example.org`, `Class ${'ABCD'[i]}`);
      const answer = await dana.call({
        tag: 'student.joinclass',
        accountname: 'sam',
        code: teacher.code,
      });
      if (i < CHILD_CLASSES_MAX) expect(answer.statusCode).toBe(200);
      else expect(answer.json().code).toBe('child_classes_full');
    }
  });
});
