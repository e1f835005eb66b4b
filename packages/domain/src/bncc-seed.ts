import type { BnccCatalogueItem } from './schemas/entities/teaching.ts';

/** A standard of the BNCC catalogue as seeded (the database gives it its id). */
export type BnccSeedStandard = Omit<BnccCatalogueItem, 'id'>;

/**
 * The BNCC standards the catalogue holds from the first start on (the server inserts the codes
 * it lacks at every start; more come from the CSV import): Língua Portuguesa EF01LP01 to
 * EF01LP05 and Matemática EF01MA01 to EF01MA05, 1º ano, with the BNCC's own text and object of
 * knowledge. The lesson-plan stories read them too.
 */
export const bnccSeed: readonly BnccSeedStandard[] = [
  {
    code: 'EF01LP01',
    description:
      'Reconhecer que textos são lidos e escritos da esquerda para a direita e de cima para baixo da página.',
    learningObject: 'Protocolos de leitura',
    component: 'Língua Portuguesa',
    year: '1º',
  },
  {
    code: 'EF01LP02',
    description:
      'Escrever, espontaneamente ou por ditado, palavras e frases de forma alfabética – usando letras/grafemas que representem fonemas.',
    learningObject: 'Correspondência fonema-grafema',
    component: 'Língua Portuguesa',
    year: '1º',
  },
  {
    code: 'EF01LP03',
    description:
      'Observar escritas convencionais, comparando-as às suas produções escritas, percebendo semelhanças e diferenças.',
    learningObject: 'Construção do sistema alfabético/Convenções da escrita',
    component: 'Língua Portuguesa',
    year: '1º',
  },
  {
    code: 'EF01LP04',
    description: 'Distinguir as letras do alfabeto de outros sinais gráficos.',
    learningObject: 'Conhecimento do alfabeto do português do Brasil',
    component: 'Língua Portuguesa',
    year: '1º',
  },
  {
    code: 'EF01LP05',
    description: 'Reconhecer o sistema de escrita alfabética como representação dos sons da fala.',
    learningObject: 'Construção do sistema alfabético',
    component: 'Língua Portuguesa',
    year: '1º',
  },
  {
    code: 'EF01MA01',
    description:
      'Utilizar números naturais como indicador de quantidade ou de ordem em diferentes situações cotidianas e reconhecer situações em que os números não indicam contagem nem ordem, mas sim código de identificação.',
    learningObject:
      'Contagem de rotina; Contagem ascendente e descendente; Reconhecimento de números no contexto diário: indicação de quantidades, indicação de ordem ou indicação de código para a organização de informações',
    component: 'Matemática',
    year: '1º',
  },
  {
    code: 'EF01MA02',
    description:
      'Contar de maneira exata ou aproximada, utilizando diferentes estratégias como o pareamento e outros agrupamentos.',
    learningObject:
      'Quantificação de elementos de uma coleção: estimativas, contagem um a um, pareamento ou outros agrupamentos e comparação',
    component: 'Matemática',
    year: '1º',
  },
  {
    code: 'EF01MA03',
    description:
      'Estimar e comparar quantidades de objetos de dois conjuntos (em torno de 20 elementos), por estimativa e/ou por correspondência (um a um, dois a dois) para indicar “tem mais”, “tem menos” ou “tem a mesma quantidade”.',
    learningObject:
      'Quantificação de elementos de uma coleção: estimativas, contagem um a um, pareamento ou outros agrupamentos e comparação',
    component: 'Matemática',
    year: '1º',
  },
  {
    code: 'EF01MA04',
    description:
      'Contar a quantidade de objetos de coleções até 100 unidades e apresentar o resultado por registros verbais e simbólicos, em situações de seu interesse, como jogos, brincadeiras, materiais da sala de aula, entre outros.',
    learningObject: 'Leitura, escrita e comparação de números naturais (até 100); Reta numérica',
    component: 'Matemática',
    year: '1º',
  },
  {
    code: 'EF01MA05',
    description:
      'Comparar números naturais de até duas ordens em situações cotidianas, com e sem suporte da reta numérica.',
    learningObject: 'Leitura, escrita e comparação de números naturais (até 100); Reta numérica',
    component: 'Matemática',
    year: '1º',
  },
];
