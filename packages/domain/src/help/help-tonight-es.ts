/**
 * Help tonight's words for a parent in Spanish (docs/help-tonight.md, docs/languages.md): for each
 * step, the question to ask at it and what its wrong answer shows, entry for entry as BUG_HELP says
 * them in English (help-tonight.ts holds this table to every step), and the script around them.
 */
export const AYUDA_POR_PASO = {
  'smaller-from-larger': {
    ask: '¿Qué cifra está arriba en esta columna? ¿Alcanza para quitarle la de abajo?',
    shows: 'se restó la cifra menor de la mayor',
  },
  'borrow-across-zero': {
    ask: 'La cifra siguiente es un 0: ¿de dónde sale la decena, y en qué se convierte el 0?',
    shows: 'la decena se saltó el cero',
  },
  'stops-borrow-at-zero': {
    ask: 'Le sumaste diez a esta columna: ¿qué columna te los dio?',
    shows: 'se sumaron diez sin quitarlos de ningún lado',
  },
  'borrow-from-zero': {
    ask: 'El 0 se convirtió en 9: ¿de dónde sacó una decena para dar?',
    shows: 'el préstamo se quedó en el cero',
  },
  'borrow-no-decrement': {
    ask: 'Esta columna prestó una decena: ¿cuánto le queda arriba ahora?',
    shows: 'la columna que prestó la decena no se hizo más pequeña',
  },
  'zero-minus-n': {
    ask: 'La cifra de arriba es 0: ¿puedes quitarle la de abajo a nada?',
    shows: '0 menos un número se escribió como ese número',
  },
  'zero-minus-n-is-zero': {
    ask: 'La cifra de arriba es 0: ¿puedes quitarle la de abajo a nada?',
    shows: '0 menos un número se escribió como 0',
  },
  'n-minus-zero-is-zero': {
    ask: 'La cifra de abajo es 0: ¿cuánto estamos quitando?',
    shows: 'quitar 0 se escribió como 0',
  },
  'borrow-from-zero-is-ten': {
    ask: 'El 0 se hizo diez y luego prestó uno: ¿cuántos quedan?',
    shows: 'el cero se quedó en 10 en vez de 9',
  },
  'first-borrow-no-decrement': {
    ask: 'Dos columnas necesitaron una decena: ¿cada una la tomó de su vecina?',
    shows: 'la primera decena no se quitó',
  },
  'always-borrow-left': {
    ask: '¿Cuál es la vecina de la izquierda de esta columna?',
    shows: 'la decena salió de la primera cifra, no de la siguiente',
  },
  'adds-instead': {
    ask: '¿Qué nos pide hacer el signo menos?',
    shows: 'se sumaron los dos números',
  },
  'payback-forgotten': {
    ask: 'Aquí añadiste diez arriba: ¿dónde te llevas una?',
    shows: 'los diez de arriba no se devolvieron abajo',
  },
  'payback-on-top': {
    ask: 'Te llevas una: ¿se suma en el número de arriba o en el de abajo?',
    shows: 'la que se llevaba se sumó en el número de arriba',
  },
  'carry-dropped': {
    ask: 'Esta columna sumó más de 9: ¿a dónde va la decena?',
    shows: 'se perdió la decena que se llevaba',
  },
  'carry-not-added': {
    ask: 'Escribiste el 1 pequeño arriba: ¿entró en la suma?',
    shows: 'lo que se llevaba se escribió pero no se sumó',
  },
  'whole-column-sum': {
    ask: 'Debajo de cada columna cabe una sola cifra: ¿cuál se queda?',
    shows: 'se escribió la suma entera de la columna',
  },
  'carries-the-ones': {
    ask: 'De las dos cifras, ¿cuál se queda en esta columna y cuál pasa a la siguiente?',
    shows: 'se llevaron las unidades y se escribieron las decenas',
  },
  'adds-left-to-right': {
    ask: '¿Por qué columna empezamos, y por qué?',
    shows: 'las columnas se sumaron desde la izquierda',
  },
  'subtracts-instead': {
    ask: '¿Qué nos pide hacer el signo más?',
    shows: 'se restó un número del otro',
  },
  'multiplication-carry-ignored': {
    ask: 'Ese producto tiene decenas: ¿a dónde van?',
    shows: 'se dejaron fuera las decenas que se llevaban',
  },
  'carry-added-before-multiplying': {
    ask: '¿Primero multiplicamos, o primero sumamos lo que llevamos?',
    shows: 'lo que se llevaba se sumó antes de multiplicar',
  },
  'missing-placeholder-zero': {
    ask: 'Ahora multiplicamos por decenas: ¿qué va primero en las unidades?',
    shows: 'faltó el cero de la fila',
  },
  'partial-product-left-out': {
    ask: '¿Cuántas filas hay? ¿Entraron todas en el total?',
    shows: 'una fila quedó fuera del total',
  },
  'carry-multiplied': {
    ask: '¿Qué hacemos con lo que llevamos: multiplicar por ello, o sumarlo?',
    shows: 'el producto se multiplicó por lo que se llevaba',
  },
  'carry-as-tens': {
    ask: 'Lo que llevas ya está en la columna siguiente: ¿se suma tal cual, o como decenas?',
    shows: 'lo que se llevaba se sumó como decenas',
  },
  'whole-products': {
    ask: 'Debajo de cada columna cabe una sola cifra: ¿cuál se queda y cuál se lleva?',
    shows: 'cada producto pequeño se escribió entero',
  },
  'multiplies-within-columns': {
    ask: '¿Se multiplicó cada cifra de arriba por cada cifra de abajo?',
    shows: 'solo se multiplicaron las cifras de la misma columna',
  },
  'missing-zero-in-quotient': {
    ask: 'No cabe: ¿qué escribimos en el cociente?',
    shows: 'faltó el 0 del cociente',
  },
  'quotient-digit-too-small': {
    ask: 'Lo que queda es tan grande como el divisor: ¿cabría una vez más?',
    shows: 'una cifra del cociente quedó una menos',
  },
  'step-remainder-dropped': {
    ask: '¿Qué sobró, y a dónde va ahora?',
    shows: 'se perdió lo que sobraba en un paso',
  },
  'divides-right-to-left': {
    ask: '¿Con qué cifra empezamos a dividir?',
    shows: 'la división empezó por la derecha',
  },
};

/** What to ask, what to let the child say, what not to do, how to tell it is fixed. */
export function guion(ask: string, child: string, title: string): string[] {
  return [
    `Pregunta, en ese paso: «${ask}»`,
    `Deja que ${child} diga cada paso en voz alta, con las palabras del problema resuelto de arriba, aunque sea despacio.`,
    `No le escribas la respuesta a ${child} ni le digas «está mal»: señala la columna y vuelve a preguntar.`,
    `Está resuelto cuando ${child} hace bien los tres problemas de abajo y sabe decir por qué; después de la siguiente práctica, el boletín deja de nombrar «${title}».`,
  ];
}

/** The answer key's note: "Si Ana escribe 577, la decena se saltó el cero." */
export const notaDeError = (child: string, wrongAnswer: string, shows: string) =>
  `Si ${child} escribe ${wrongAnswer}, ${shows}.`;
