/** A single_choice question: its text, the correct option, then the wrong ones. */
export type ChoiceSeed = [text: string, correct: string, ...wrong: string[]];
/** The parts of one demo course, each with its single_choice and text questions. */
export type PartSeed = { name: string; choices: ChoiceSeed[]; texts: string[] };

const arithmetic = (): ChoiceSeed[] =>
  [
    [7, 8],
    [12, 11],
    [9, 6],
    [15, 4],
    [13, 13],
    [25, 8],
    [18, 7],
  ].map(([a, b]) => [`What is ${a} × ${b}?`, String(a * b), String(a * b + a), String(a * b - b), String(a + b)]);

const equations = (): ChoiceSeed[] =>
  [
    [2, 3, 11],
    [5, -4, 21],
    [3, 7, 1],
    [4, 1, 37],
    [6, 5, 47],
    [7, -2, 40],
  ].map(([a, b, c]) => {
    const x = (c - b) / a;
    const sign = b < 0 ? `- ${-b}` : `+ ${b}`;
    return [`Solve for x: ${a}x ${sign} = ${c}`, `x = ${x}`, `x = ${x + 1}`, `x = ${x - 2}`, `x = ${x + 3}`];
  });

export const DEMO_QUESTION_BANK: Record<string, PartSeed[]> = {
  Physics: [
    {
      name: 'Forces and Motion',
      choices: [
        ['What is the SI unit of force?', 'Newton', 'Joule', 'Watt', 'Pascal'],
        ['A car travels 100 m in 5 s. What is its average speed?', '20 m/s', '500 m/s', '5 m/s', '95 m/s'],
        ['Which quantity is a vector?', 'Velocity', 'Speed', 'Mass', 'Time'],
        ['ما وحدة قياس التسارع في النظام الدولي؟', 'متر لكل ثانية مربعة', 'متر لكل ثانية', 'نيوتن', 'كيلوغرام'],
        ['What does the area under a velocity-time graph give?', 'Distance travelled', 'Acceleration', 'Force', 'Momentum'],
      ],
      texts: [
        "State Newton's first law of motion.",
        'Explain why a passenger moves forward when a bus brakes suddenly.',
        'اشرح الفرق بين الكتلة والوزن.',
        'Describe how to measure the speed of a trolley in the laboratory.',
      ],
    },
    {
      name: 'Energy',
      choices: [
        ['Which energy store does a stretched spring have?', 'Elastic potential', 'Kinetic', 'Chemical', 'Nuclear'],
        ['What is the unit of power?', 'Watt', 'Newton', 'Joule', 'Volt'],
        ['A 2 kg ball moves at 3 m/s. What is its kinetic energy?', '9 J', '6 J', '18 J', '3 J'],
        ['Which source of energy is renewable?', 'Wind', 'Coal', 'Natural gas', 'Oil'],
      ],
      texts: [
        'Define efficiency and give its equation.',
        'Describe the energy transfers when a ball is dropped and bounces.',
        'Explain one advantage and one disadvantage of solar power.',
        'Why do power stations transmit electricity at high voltage?',
      ],
    },
    {
      name: 'Waves',
      choices: [
        ['Which wave is longitudinal?', 'Sound', 'Light', 'Radio', 'X-ray'],
        ['A wave has frequency 50 Hz and wavelength 2 m. What is its speed?', '100 m/s', '25 m/s', '52 m/s', '48 m/s'],
        ['Which colour of visible light has the longest wavelength?', 'Red', 'Blue', 'Green', 'Violet'],
        [
          'What happens to light when it enters glass from air?',
          'It slows down',
          'It speeds up',
          'Its frequency doubles',
          'It stops',
        ],
      ],
      texts: [
        'Describe the difference between transverse and longitudinal waves.',
        'Explain how an echo can be used to measure the depth of the sea.',
        'ما المقصود بانكسار الضوء؟ أعط مثالاً من الحياة اليومية.',
        'Draw and label a ray diagram for reflection in a plane mirror.',
      ],
    },
  ],
  Chemistry: [
    {
      name: 'Atomic Structure',
      choices: [
        ['Which particle has a negative charge?', 'Electron', 'Proton', 'Neutron', 'Nucleus'],
        ['What is the atomic number of carbon?', '6', '12', '14', '8'],
        ['Isotopes of an element differ in their number of…', 'Neutrons', 'Protons', 'Electrons', 'Shells'],
        ['How many electrons fit in the first shell?', '2', '8', '18', '1'],
      ],
      texts: [
        'Describe the structure of an atom of sodium.',
        'Explain why isotopes of an element have the same chemical properties.',
        'Write the electronic configuration of chlorine.',
        'What is the relative atomic mass of an element?',
      ],
    },
    {
      name: 'Acids and Bases',
      choices: [
        ['What is the pH of pure water?', '7', '0', '14', '1'],
        ['Which gas forms when an acid reacts with a metal?', 'Hydrogen', 'Oxygen', 'Carbon dioxide', 'Chlorine'],
        ['What colour is universal indicator in a strong alkali?', 'Purple', 'Red', 'Green', 'Yellow'],
        ['ما ناتج تفاعل الحمض مع القاعدة؟', 'ملح وماء', 'غاز الهيدروجين', 'أكسجين', 'حمض آخر'],
      ],
      texts: [
        'Describe how to prepare a pure dry sample of copper sulfate crystals.',
        'Write the word equation for hydrochloric acid reacting with sodium hydroxide.',
        'Explain the difference between a strong acid and a concentrated acid.',
        'Name two everyday uses of neutralisation.',
      ],
    },
    {
      name: 'Chemical Reactions',
      choices: [
        ['Which change is chemical?', 'Burning paper', 'Melting ice', 'Boiling water', 'Dissolving sugar'],
        ['What does a catalyst do?', 'Speeds up a reaction', 'Is used up', 'Stops a reaction', 'Changes the products'],
        [
          'Which condition increases the rate of reaction?',
          'Higher temperature',
          'Larger pieces',
          'Lower concentration',
          'Less stirring',
        ],
        ['An exothermic reaction…', 'Gives out heat', 'Takes in heat', 'Needs light', 'Makes no products'],
      ],
      texts: [
        'Balance the equation: H2 + O2 → H2O.',
        'Explain, using particles, why a powder reacts faster than a lump.',
        'Describe a test for carbon dioxide.',
        'What is meant by a reversible reaction? Give an example.',
        'Describe how to measure the rate of a reaction that gives off a gas.',
      ],
    },
  ],
  Mathematics: [
    {
      name: 'Arithmetic',
      choices: arithmetic(),
      texts: [
        'Explain how to find 15% of 240 without a calculator.',
        'اشرح كيف تقرب العدد 3.476 إلى أقرب جزء من مئة.',
        'Write 0.375 as a fraction in its simplest form.',
        'Show that 2/3 is greater than 5/8.',
      ],
    },
    {
      name: 'Algebra',
      choices: equations(),
      texts: [
        'Factorise x² + 5x + 6 and show your working.',
        'Expand and simplify (x + 3)(x - 2).',
        'Make r the subject of A = πr².',
        'Explain the difference between an expression and an equation.',
      ],
    },
    {
      name: 'Geometry',
      choices: [
        ['What is the sum of the angles in a triangle?', '180°', '360°', '90°', '270°'],
        ['What is the area of a rectangle 6 cm by 4 cm?', '24 cm²', '20 cm²', '10 cm²', '48 cm²'],
        ['How many sides does a hexagon have?', '6', '5', '8', '7'],
        ['ما مجموع الزوايا الداخلية للشكل الرباعي؟', '360°', '180°', '540°', '90°'],
      ],
      texts: [
        'Prove that the angles of a triangle add up to 180°.',
        "Use Pythagoras' theorem to find the hypotenuse of a 3-4 right triangle.",
        'Describe the symmetry of a regular pentagon.',
        'Explain how to find the circumference of a circle of radius 5 cm.',
      ],
    },
    {
      name: 'Probability',
      choices: [
        ['A fair coin is thrown. What is the probability of heads?', '1/2', '1/4', '1', '0'],
        ['A fair die is rolled. What is the probability of a 6?', '1/6', '1/2', '1/3', '6'],
        ['Which probability means an event is certain?', '1', '0', '0.5', '100'],
        ['Two coins are thrown. What is the probability of two heads?', '1/4', '1/2', '1/3', '3/4'],
      ],
      texts: [
        'Explain the difference between theoretical and experimental probability.',
        'List all the outcomes when two coins are thrown.',
        'A bag has 3 red and 5 blue balls. Find the probability of red and explain.',
        'Describe a situation where two events are independent.',
      ],
    },
  ],
  'English Language': [
    {
      name: 'Grammar',
      choices: [
        ['Choose the correct verb: She ___ to school every day.', 'walks', 'walk', 'walking', 'walked to'],
        ['Which word is an adverb?', 'quickly', 'quick', 'quickness', 'quicker'],
        ['Choose the correct form: If I ___ you, I would study.', 'were', 'am', 'be', 'was being'],
        ['Which sentence is in the passive voice?', 'The cake was eaten.', 'He ate the cake.', 'They eat cake.', 'Eat the cake.'],
      ],
      texts: [
        'Rewrite in reported speech: "I am tired," she said.',
        'Explain when to use the present perfect tense, with an example.',
        'Correct the errors: "Me and him goes to the market yesterday."',
        'Write two sentences using a relative clause.',
      ],
    },
    {
      name: 'Vocabulary',
      choices: [
        ['Which word means "very happy"?', 'delighted', 'anxious', 'furious', 'weary'],
        ['Choose the opposite of "ancient".', 'modern', 'old', 'historic', 'antique'],
        ['Which word is a synonym of "begin"?', 'start', 'finish', 'pause', 'leave'],
        ['What does "reluctant" mean?', 'unwilling', 'eager', 'late', 'noisy'],
      ],
      texts: [
        'Use the word "consequence" in a sentence of your own.',
        'Explain the difference between "affect" and "effect".',
        'Give three words formed from the root "port" and their meanings.',
        'Describe a place you know using five precise adjectives.',
      ],
    },
    {
      name: 'Writing',
      choices: [
        ['Which is the best opening for a formal letter?', 'Dear Sir or Madam,', 'Hey there!', 'Yo,', 'Hi mate,'],
        ['What should a paragraph begin with?', 'A topic sentence', 'A conclusion', 'A quotation only', 'A question mark'],
        ['Which connective shows contrast?', 'however', 'moreover', 'therefore', 'firstly'],
        ['Which punctuation mark ends a question?', '?', '!', '.', ';'],
      ],
      texts: [
        'Write a paragraph arguing for a longer school break.',
        'Write the opening of a story set on a train at night.',
        'Summarise the main idea of a newspaper article you read this week.',
        'Write a short email inviting a friend to a science fair.',
      ],
    },
  ],
};
