import { I18nProvider } from '@lingui/react';
import {
  BUG_IDS,
  BUGS,
  DEFAULT_SCHOOL_METHOD,
  methodsFor,
  misconceptionText,
  type SchoolMethod,
  type Subject,
} from '@mathsteps/domain';
import { render as renderInDom, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inSpanish, render } from '../../test/render';
import { HelpTonight } from './help-tonight';
import { ReportReader } from './report-reader';
import { sampleReport } from './sample-report';

const { report } = sampleReport('2026-11-26');

function renderPage(
  subject: Subject,
  misconception: (typeof BUG_IDS)[number],
  method: SchoolMethod,
) {
  return render(
    <MemoryRouter>
      <ReportReader.Provider value="sample">
        <HelpTonight
          report={report}
          step={{ subject, misconception }}
          method={method}
          onMethod={() => {}}
        />
      </ReportReader.Provider>
    </MemoryRouter>,
  );
}

describe('Help tonight, drawn for every catalogued step and method', () => {
  for (const bug of BUG_IDS) {
    for (const subject of BUGS[bug].subjects) {
      it(`${bug} in ${subject}`, () => {
        for (const method of methodsFor(subject)) {
          const { unmount } = renderPage(subject, bug, method);
          const page = screen.getByRole('article');
          expect(
            within(page).getByRole('heading', {
              level: 2,
              name: misconceptionText(bug, subject).title,
            }),
          ).toBeInTheDocument();
          // The problem worked right, in words, and three to do together with their key.
          expect(within(page).getByRole('img', { name: /^Worked right: / })).toBeInTheDocument();
          const worked = within(page).getByRole('region', { name: /worked right/ });
          expect(within(worked).getAllByRole('listitem').length).toBeGreaterThan(0);
          for (const number of [1, 2, 3]) {
            expect(
              within(page).getByRole('img', { name: new RegExp(`^Problem ${number}: `) }),
            ).toBeInTheDocument();
          }
          const key = within(page).getByRole('region', { name: 'Answer key' });
          expect(within(key).getAllByText(/If Maya writes .+?, /)).toHaveLength(3);
          // On paper, whose sheet and from when, at its foot.
          expect(
            within(page).getByText(/^MathSteps · Help tonight for Maya · \w+ \d{1,2}, \d{4}$/),
          ).toBeInTheDocument();
          unmount();
        }
      });
    }
  }

  it('the sample’s own step shows Maya’s grid, and the method changes the words and the drawing', () => {
    const { unmount } = renderPage('subtraction', 'smaller-from-larger', DEFAULT_SCHOOL_METHOD);
    expect(screen.getByRole('img', { name: /^Maya’s answer on / })).toBeInTheDocument();
    expect(screen.getByText(/We regroup one ten for ten ones/)).toBeInTheDocument();
    unmount();
    renderPage('subtraction', 'smaller-from-larger', {
      ...DEFAULT_SCHOOL_METHOD,
      subtraction: 'equal-additions',
    });
    expect(screen.queryByText(/We regroup/)).not.toBeInTheDocument();
    expect(screen.getByText(/so we add ten to the top/)).toBeInTheDocument();
    const worked = screen.getByRole('img', { name: /^Worked right: / });
    expect(worked.querySelector('[data-kind="ten"]')).not.toBeNull();
  });
});

describe('Help tonight in Spanish', () => {
  it('tells a Spanish-speaking parent the step, the worked problem, what to say and the key in Spanish', () => {
    renderInDom(
      <I18nProvider i18n={inSpanish('es-ES')}>
        <MemoryRouter>
          <ReportReader.Provider value="sample">
            <HelpTonight
              report={report}
              step={{ subject: 'subtraction', misconception: 'smaller-from-larger' }}
              method={{ ...DEFAULT_SCHOOL_METHOD, subtraction: 'equal-additions' }}
              onMethod={() => {}}
            />
          </ReportReader.Provider>
        </MemoryRouter>
      </I18nProvider>,
    );
    const page = screen.getByRole('article');
    expect(
      within(page).getByRole('heading', { level: 2, name: 'Resta la cifra menor de la mayor' }),
    ).toBeTruthy();
    const worked = within(page).getByRole('region', {
      name: /^El error de Maya, y el mismo problema bien resuelto$/,
    });
    // The school subtracts by equal additions: the teacher's words say so, in Spanish.
    expect(
      within(worked)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .join(' '),
    ).toMatch(/añadimos diez arriba.*me llevo una/);
    const say = within(page).getByRole('region', { name: 'Qué decir' });
    expect(within(say).getAllByRole('listitem')[0]!.textContent).toBe(
      'Pregunta, en ese paso: «¿Qué cifra está arriba en esta columna? ¿Alcanza para quitarle la de abajo?»',
    );
    const key = within(page).getByRole('region', { name: 'Soluciones' });
    for (const line of within(key).getAllByRole('listitem')) {
      expect(line.textContent).toMatch(
        /^\d\. .* = \d+\. Si Maya escribe \d+, se restó la cifra menor de la mayor\.$/,
      );
    }
  });
});
