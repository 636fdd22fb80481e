/**
 * The catalogued steps in Spanish (docs/languages.md): the parent's short name and the plain
 * explanation, bug for bug as BUGS says them in English, with the same example. The research's
 * own names (`knownAs`) and sources stay as published. catalog.ts holds it to every BugId.
 */
export const PASOS = {
  'smaller-from-larger': {
    title: 'Resta la cifra menor de la mayor',
    explanation:
      'En una columna donde la cifra de arriba es menor, tu hijo o hija resta la de arriba de la de abajo en vez de pedir prestado (52 − 27 da 35). La idea que falta: cuando la cifra de arriba es demasiado pequeña, se piden diez a la columna siguiente.',
  },
  'borrow-across-zero': {
    title: 'Se salta un cero al pedir prestado',
    explanation:
      'Cuando la cifra a la que hay que pedir es un 0, tu hijo o hija se la salta y le pide a la siguiente, dejando el 0 como estaba (904 − 237 da 577). La idea que falta: la decena prestada tiene que pasar por el 0, que la presta y se convierte en 9.',
  },
  'stops-borrow-at-zero': {
    title: 'Pide prestado a un cero sin quitar nada',
    explanation:
      'Cuando la cifra a la que hay que pedir es un 0, tu hijo o hija suma diez a la columna pero no lo quita de ningún lado (904 − 237 da 677). La idea que falta: una decena prestada siempre sale de algún lugar; pasado un 0, sale de la cifra siguiente.',
  },
  'borrow-from-zero': {
    title: 'Deja de pedir prestado en un cero',
    explanation:
      'Al pedir prestado a un cero, tu hijo o hija lo convierte en 9 pero no sigue pidiendo a la cifra siguiente (1300 − 522 da 878). La idea que falta: un cero no tiene nada que prestar, así que el préstamo sigue hasta la cifra siguiente.',
  },
  'borrow-no-decrement': {
    title: 'Pide prestado pero no quita la decena',
    explanation:
      'Tu hijo o hija pide diez para una columna pero olvida restar uno a la columna siguiente (143 − 28 da 125). La idea que falta: la decena prestada sale de la columna siguiente.',
  },
  'zero-minus-n': {
    title: 'Escribe 0 − N como N',
    explanation:
      'Cuando la cifra de arriba es 0, tu hijo o hija escribe la cifra de abajo en vez de pedir prestado (50 − 23 da 33). La idea que falta: a 0 quitarle un número necesita un préstamo, como cualquier cifra menor.',
  },
  'zero-minus-n-is-zero': {
    title: 'Escribe 0 − N como 0',
    explanation:
      'Cuando la cifra de arriba es 0, tu hijo o hija escribe 0 en vez de pedir prestado (50 − 23 da 30). La idea que falta: a 0 quitarle un número necesita un préstamo, como cualquier cifra menor.',
  },
  'n-minus-zero-is-zero': {
    title: 'Escribe N − 0 como 0',
    explanation:
      'Cuando la cifra de abajo es 0, tu hijo o hija escribe 0 (486 − 203 da 203). La idea que falta: quitar 0 no quita nada, así que la cifra de arriba se queda.',
  },
  'borrow-from-zero-is-ten': {
    title: 'Convierte en 10 el cero que presta',
    explanation:
      'Al pedir prestado a través de un cero, tu hijo o hija lo convierte en 10 en vez de 9 (805 − 237 da 578). La idea que falta: el cero se vuelve 10 y luego presta una de esas decenas, así que quedan 9.',
  },
  'first-borrow-no-decrement': {
    title: 'Olvida quitar la primera decena prestada',
    explanation:
      'Con dos préstamos en un problema, tu hijo o hija resta uno a la columna siguiente en el segundo préstamo pero no en el primero (423 − 157 da 276). La idea que falta: cada decena prestada sale de la columna siguiente, también la primera.',
  },
  'always-borrow-left': {
    title: 'Siempre pide prestado a la primera cifra',
    explanation:
      'Tu hijo o hija toma cada decena prestada de la primera cifra del número de arriba en vez de la cifra justo a la izquierda (733 − 216 da 427). La idea que falta: una columna le pide a su vecina de la izquierda.',
  },
  'adds-instead': {
    title: 'Suma en vez de restar',
    explanation:
      'Tu hijo o hija suma los dos números en un problema de resta (52 − 27 da 79). La idea que falta: el signo menos pregunta cuánto queda cuando se quita el número de abajo.',
  },
  'payback-forgotten': {
    title: 'Suma diez arriba pero no se lleva una',
    explanation:
      'Tu hijo o hija añade diez a una cifra de arriba demasiado pequeña, pero olvida sumar una a la cifra siguiente de abajo (64 − 28 da 46). La idea que falta: los diez que se suman arriba se devuelven como una más en la cifra siguiente de abajo («me llevo una»), y así la diferencia no cambia.',
  },
  'payback-on-top': {
    title: 'Se lleva una en el número de arriba',
    explanation:
      'Tu hijo o hija añade diez a una cifra de arriba demasiado pequeña y luego suma la una a la cifra siguiente de arriba en vez de a la de abajo (64 − 28 da 56). La idea que falta: la que te llevas se suma abajo, al número que se resta; sumar lo mismo a los dos números deja igual la diferencia.',
  },
  'carry-dropped': {
    title: 'Olvida llevar',
    explanation:
      'Cuando una columna suma 10 o más, tu hijo o hija escribe la última cifra y pierde la decena (58 + 67 da 115). La idea que falta: la decena pasa a la columna siguiente como un 1 que se lleva.',
  },
  'carry-not-added': {
    title: 'Escribe lo que lleva pero no lo suma',
    explanation:
      'Tu hijo o hija escribe el 1 que lleva encima de la columna siguiente pero no lo suma en esa columna (58 + 67 da 115). La idea que falta: el 1 que se lleva es parte de la columna siguiente y hay que sumarlo.',
  },
  'whole-column-sum': {
    title: 'Escribe la suma entera de la columna',
    explanation:
      'Cuando una columna suma 10 o más, tu hijo o hija escribe las dos cifras debajo de ella (58 + 67 da 1115). La idea que falta: solo se queda la cifra de las unidades; la decena se lleva a la columna siguiente.',
  },
  'carries-the-ones': {
    title: 'Escribe las decenas y lleva las unidades',
    explanation:
      'Cuando una columna da 10 o más, tu hijo o hija escribe la cifra de las decenas y lleva la de las unidades (58 + 67 da 161; 27 × 3 da 72). La idea que falta: la cifra de las unidades se queda en su columna y la decena pasa a la siguiente.',
  },
  'adds-left-to-right': {
    title: 'Suma de izquierda a derecha',
    explanation:
      'Tu hijo o hija empieza por la columna de la izquierda y lleva hacia la derecha (58 + 67 da 116). La idea que falta: se empieza por las unidades, para que cada decena que se lleva pase al lugar mayor, a la izquierda.',
  },
  'subtracts-instead': {
    title: 'Resta en vez de sumar',
    explanation:
      'Tu hijo o hija resta un número del otro en un problema de suma (67 + 58 da 9). La idea que falta: el signo más pide las dos cantidades juntas.',
  },
  'multiplication-carry-ignored': {
    title: 'No tiene en cuenta lo que lleva al multiplicar',
    explanation:
      'Tu hijo o hija escribe la última cifra de cada producto pequeño y deja fuera lo que debería llevar (23 × 4 da 82). La idea que falta: las decenas de cada producto pequeño se suman al siguiente.',
  },
  'carry-added-before-multiplying': {
    title: 'Suma lo que lleva antes de multiplicar',
    explanation:
      'Tu hijo o hija suma la cifra que lleva a la cifra siguiente y luego multiplica (23 × 4 da 122, como (2 + 1) × 4). La idea que falta: primero se multiplica y después se suma lo que se lleva.',
  },
  'missing-placeholder-zero': {
    title: 'Olvida el cero de la segunda fila',
    explanation:
      'En la segunda fila de una multiplicación larga tu hijo o hija no corre la fila un lugar a la izquierda (23 × 14 da 115). La idea que falta: multiplicar por la cifra de las decenas es multiplicar por decenas, así que la fila empieza con un 0 en las unidades.',
  },
  'partial-product-left-out': {
    title: 'Deja una fila fuera del total',
    explanation:
      'Tu hijo o hija calcula las filas de una multiplicación larga pero deja una fuera de la suma final (23 × 14 da 92). La idea que falta: el resultado es la suma de todas las filas, una por cada cifra del número de abajo.',
  },
  'carry-multiplied': {
    title: 'Multiplica por lo que lleva en vez de sumarlo',
    explanation:
      'Tu hijo o hija multiplica el producto pequeño siguiente por la cifra que lleva en vez de sumarla (36 × 4 da 244, como 3 × 4 × 2). La idea que falta: la cifra que se lleva es un número de decenas que se suma.',
  },
  'carry-as-tens': {
    title: 'Suma lo que lleva como decenas',
    explanation:
      'Tu hijo o hija suma un 2 que lleva como si fuera 20 (36 × 4 da 324, como 3 × 4 + 20). La idea que falta: la cifra que se lleva ya vale decenas en la columna siguiente, así que se suma tal cual.',
  },
  'whole-products': {
    title: 'Escribe cada producto pequeño entero',
    explanation:
      'Tu hijo o hija escribe cada producto pequeño completo, dos cifras bajo una columna, sin llevar (36 × 4 da 1224). La idea que falta: solo se queda la cifra de las unidades; las decenas se llevan a la columna siguiente.',
  },
  'multiplies-within-columns': {
    title: 'Multiplica solo las cifras de la misma columna',
    explanation:
      'Tu hijo o hija multiplica unidades por unidades y decenas por decenas, como al sumar (23 × 12 da 26). La idea que falta: cada cifra del número de arriba se multiplica por cada cifra del de abajo.',
  },
  'missing-zero-in-quotient': {
    title: 'Deja el cero fuera del cociente',
    explanation:
      'Cuando el divisor no cabe en un paso, tu hijo o hija baja la cifra siguiente sin escribir un 0 en el cociente (612 / 6 da 12). La idea que falta: cada paso escribe una cifra en el cociente, y "no cabe" es un 0.',
  },
  'quotient-digit-too-small': {
    title: 'Elige una cifra del cociente demasiado pequeña',
    explanation:
      'Tu hijo o hija escribe en el cociente una cifra que es uno menos de lo debido, y lo que sobra al restar sigue siendo tan grande como el divisor (85 / 4 da 20 r 5). La idea que falta: lo que sobra siempre tiene que ser menor que el divisor.',
  },
  'step-remainder-dropped': {
    title: 'Olvida lo que sobra en cada paso',
    explanation:
      'Después de cada paso tu hijo o hija divide la cifra siguiente sola y olvida lo que sobró (95 / 4 da 21 r 1). La idea que falta: lo que sobra se junta con la cifra siguiente: 1 que sobra y un 5 forman 15.',
  },
  'divides-right-to-left': {
    title: 'Divide de derecha a izquierda',
    explanation:
      'Tu hijo o hija empieza a dividir por la última cifra y avanza hacia la izquierda, pasando lo que sobra a la izquierda (92 / 4 da 70 r 1). La idea que falta: la división empieza por el lugar mayor, a la izquierda.',
  },
} satisfies Record<string, { title: string; explanation: string }>;
