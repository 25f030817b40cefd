/**
 * The three blog articles shown on /blog and /blog/{slug}.
 *
 * `body` is plain text rendered by `~/components/ArticleBody`: blocks are separated
 * by a blank line; a block starting with "## " is a section heading; a block whose
 * every line starts with "- " is a bullet list; anything else is a paragraph.
 */

export type BlogPostContent = {
  slug: string;
  title: string;
  description: string;
  category: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  imageUrl: string;
  tags: string[];
  body: string;
};

export const blogPosts: BlogPostContent[] = [
  {
    slug: "healthy-screen-time-learning-games",
    title: "Healthy Screen Time: Making Game Time Learning Time",
    description:
      "Practical ways to set screen-time limits that stick, pick games that really teach, and turn a short play session into learning at home.",
    category: "Parenting",
    publishedAt: "2025-03-12",
    imageUrl: "/images/blog/healthy-screen-time-learning-games.svg",
    tags: ["screen time", "parents", "family routines", "learning at home"],
    body: `Screens are part of family life, and most parents we talk to are not trying to remove them. They want the time their children spend on a tablet or laptop to be calm, balanced and, ideally, worth something. The good news is that the quality and the context of screen time matter at least as much as the number of minutes. A few simple habits can turn a game session into real practice without turning it into a battle.

## Start with what the guidance says

The American Academy of Pediatrics suggests about one hour a day of high-quality content for children aged 2 to 5, ideally shared with an adult. For children aged 6 and older it does not set a single number. Instead it recommends consistent limits that protect what children need most: sleep, physical activity, homework, time outdoors and face-to-face time with family and friends. Its free Family Media Plan tool helps you write those limits down together.

That is a helpful way to think about it. Instead of asking "how many minutes is too many?", ask "what does screen time push out of the day?" If sleep, movement and conversation are in place, a focused twenty minutes of learning games is a healthy part of the mix.

## Make the rules together

Rules stick better when children have helped to write them. Sit down for ten minutes and agree on a few points:

- When games are allowed, for example after homework, and when they are not, such as at meals or in the hour before bed.
- How long a session lasts. Sessions of 15 to 30 minutes suit younger children; teens can manage longer blocks with breaks.
- Where devices live. Keeping tablets and laptops in shared rooms, and out of bedrooms at night, makes limits easier for everyone.
- How a session ends. A five-minute warning and a clear finish, such as "after this round", prevents most arguments.

Write the plan down and put it where everyone can see it. Review it every few months, because what suits an eight-year-old will not suit a twelve-year-old.

## Choose games that teach something

Not all games are equal. A good learning game gives quick, clear feedback, gets harder as your child improves, and asks them to think rather than just tap. Short rounds are a plus: a 60-second arithmetic sprint or a five-minute set of logic puzzles is long enough to practise and short enough to stop without tears.

On CleverPlay, every game runs on a timer and ends with a results screen, which gives you a natural stopping point. Daily challenges are capped at six a day, so there is a built-in end to the session rather than an endless feed.

## Play together, at least sometimes

Playing alongside your child is one of the most effective things you can do, and you do not need to be good at the game. Sit with them for one round, ask them to explain how they solved a puzzle, or try to beat their score and let them coach you. Explaining a strategy out loud helps children remember it, and it tells you a great deal about what they understand.

Two-player games fit well here: a parent and a child, or two siblings, can race through the same round and then talk about who found the quicker method.

## Connect the game to everyday life

Learning sticks when it leaves the screen. A few ideas:

- After a math round, ask your child to work out the change at the shop or to double a recipe.
- After a word game, pick one new word and try to use it at dinner.
- After a logic puzzle, play a quick guessing game in the car using the same kind of clue.
- Ask "what was the hardest question today?" rather than "what was your score?"

## Watch for warning signs

Most children enjoy games and stop when asked. Look out for patterns that suggest the balance has tipped: trouble falling asleep, strong irritability when a session ends, dropping activities they used to enjoy, or playing in secret. If you notice these, shorten sessions, move devices out of the bedroom and talk about it calmly. Your family doctor is a good person to ask if you are worried.

## Keep rewards in perspective

CleverPlay rewards practice with Clever Coins, a virtual currency that can be spent on avatar frames, badges and premium games inside the site. Clever Coins have no cash value, and we suggest keeping it that way at home too: avoid turning coins into pocket money or extra screen time. The real reward is the skill your child is building.

## A simple routine to try this week

Pick three days. On each one, allow a single 20-minute session after homework. Spend the first round with your child, let them play on their own for the rest, and finish with one question about what they learned. At the end of the week, ask them how it went and adjust the plan together. Small, predictable routines beat strict rules that nobody keeps.`,
  },
  {
    slug: "game-rounds-in-the-classroom",
    title: "Short Game Rounds and Two-Player Challenges in Class",
    description:
      "How teachers can use quick game rounds and two-player challenges shared by a 6-character code or one link, even on slow school networks.",
    category: "Teaching",
    publishedAt: "2025-04-16",
    imageUrl: "/images/blog/game-rounds-in-the-classroom.svg",
    tags: ["teachers", "classroom", "multiplayer", "retrieval practice"],
    body: `Short, focused practice is one of a teacher's most reliable tools. Research on retrieval practice and spaced practice shows that pulling facts out of memory, a little and often, builds stronger recall than rereading or one long review session. A timed game round is retrieval practice with a scoreboard. Used well, it takes five minutes of a lesson and gives you something useful back.

## Why short rounds work

A round of one to five minutes has a clear start and end, so it is easy to fit into a lesson plan. Students get feedback on every answer, which means mistakes are corrected while the question is still fresh. And because the round is short, a poor score costs little: students can try again straight away and watch themselves improve.

The games on CleverPlay are built around this idea. Math Quest: Number Crunch is a 60-second arithmetic sprint that gets harder as students score. Word Adventure gives three minutes of unscrambling words with hints. Logic Lab is a five-minute set of reasoning puzzles with an explanation after each answer. Brain Blitz, a premium game, mixes quick-fire math, word, logic, trivia and memory questions over two minutes.

## Ways to use a round in a lesson

- Warm-up: open the lesson with one round that practises last week's skill. It settles the class and shows who remembers it.
- Exit ticket: close with a round and ask students to note their score and one question they found hard.
- Station rotation: make one station a game station while you work with a small group.
- Early finishers: students who finish a task early play a round instead of waiting.
- Homework: a short round at home is easy to set and for families to supervise.

## Running two-player challenges

All four games can be played head to head, each player at their own level. One student starts a session from the game page and receives a 6-character invite code and a link of the form /join/CODE. The partner types the code into the join box on the Games page, or simply opens the link. Both players mark themselves ready, the host starts the game, and the pair race through a 60-second round with both scores updating live.

A few tips from classroom use:

- Pair students of a similar level so both have a real chance, and change partners each week.
- For a whole-class activity, write the pairs and their invite codes on the board, or post each link in your class stream so students join with one click.
- A session holds two players and stays open for one hour, so create fresh sessions for each lesson.
- Students must be signed in to join. Anyone can open an invite link and see who is waiting, and signing in from that page brings the student straight back to it.
- Debrief the method, not the ranking. "What did you do when you got stuck?" is a better question than "Who won?"

## Slow or locked-down school networks

School networks are often busy, filtered or behind proxies, so we built CleverPlay with that in mind. Pages are prepared on our server and kept small, so they load quickly even on a weak connection. Everyday actions, such as signing in, joining by code and answering questions in single-player games, work as ordinary web forms even when scripts are blocked.

The live two-player race is the one part that needs JavaScript, because scores update in real time. If your network blocks the usual live connection, the game switches by itself to a slower but more proxy-friendly way of receiving updates. If a student's connection drops, reopening the game brings back the same session and score, as long as the session is still open.

Before a big class activity, run a quick test on a student device: start a session on one device and join it from a second. If that works, it will work for the class. If it does not, single-player rounds still make a good plan B.

## Accounts, privacy and fairness

Check your school's policy before asking students to create accounts. In line with COPPA, we require verifiable parental consent for children under 13, and any profile can be set to private. Our privacy policy explains what we collect and how families can download or delete their data.

Clever Coins, the site's virtual currency, have no cash value. If you use them in class, treat them as fun, not a grade. A score is a snapshot of one round; progress across several rounds tells you far more.

## A five-minute plan to try

- Minute 1: put a game and a skill on the board, for example Math Quest for mental multiplication.
- Minute 2: students play one round on their own and write down their score.
- Minute 3: share one strategy as a class, such as working out 7 x 8 as 7 x 4, doubled.
- Minutes 4 and 5: students play a second round and compare it with the first.

Most students will beat their first score on the second try. Point out that the gain came from a strategy and practice, not luck: that small, visible win is the experience you want them to remember.`,
  },
  {
    slug: "growth-mindset-effort-streaks-rewards",
    title: "Growth Mindset at Home: Effort, Streaks and Rewards",
    description:
      "What the research says about praising effort, and how to use streaks, coins and badges to build motivation without overdoing them.",
    category: "Learning",
    publishedAt: "2025-05-19",
    imageUrl: "/images/blog/growth-mindset-effort-streaks-rewards.svg",
    tags: ["growth mindset", "motivation", "praise", "rewards"],
    body: `A growth mindset is the belief that abilities can be developed through effort, good strategies and help from others. The idea comes from the psychologist Carol Dweck, whose research found that children who see ability as something they can grow tend to take on harder challenges and recover better from setbacks. Later, larger studies found that the effect of mindset programmes on school results is real but usually modest, so it is not a magic switch. It is, however, a useful lens for everyday moments, and games offer plenty of them.

## Praise the process, not the person

In a well-known series of studies, Claudia Mueller and Carol Dweck gave children a set of puzzles and then praised some for being smart and others for working hard. The children praised for intelligence were more likely to pick easy problems next time, and after a setback they enjoyed the task less and did worse. The children praised for effort were more willing to take on harder problems.

The lesson for parents and teachers is simple: praise what the child did, not what the child is.

- Instead of "You're so clever", try "You kept going after those tricky questions."
- Instead of "You're a natural at math", try "Splitting that sum into two steps really worked."
- Instead of "Great score!", try "Your score went up since last time. What did you change?"

Be honest, too. Praising effort that did not happen, or cheering on a strategy that clearly is not working, does not help. Sometimes the most useful thing to say is "That approach isn't working yet. What else could you try?"

## Make mistakes normal

Children quickly learn whether the adults around them see a mistake as a problem or as a step along the way. Talk about your own mistakes, and treat a wrong answer in a game as information. Some games, such as Logic Lab on CleverPlay, explain the answer after each question, which is a good moment to ask "did that explanation make sense?" The word "yet" does a lot of work here: "I can't do long division yet" is a very different sentence from "I can't do long division."

## Use streaks as a nudge, not a chain

Streaks reward coming back day after day, and short, regular practice is genuinely good for learning. On CleverPlay, signing in on consecutive days builds a login streak, with bonus Clever Coins at 3 and 7 days. Used well, a streak is a gentle reminder to practise a little every day.

Streaks can also turn into pressure. A child who is upset about breaking a long run is focused on the number, not the learning. A few ways to keep streaks healthy:

- Agree in advance that missing a day is fine, for example at weekends, on holidays or when someone is unwell.
- When a streak breaks, talk about what was learned during it, then start again without fuss.
- Never let a streak push play past bedtime or ahead of homework.
- Celebrate total effort, such as "you practised on 12 days this month", as much as an unbroken run.

## Keep rewards small and informative

Rewards are not bad in themselves, but how they are used matters. In a classic 1973 study, Mark Lepper and his colleagues found that preschoolers who were promised a reward for drawing, something they already enjoyed, later chose to draw less in free time than children who got no reward or an unexpected one. Psychologists call this the overjustification effect. Rewards that arrive as a surprise, or that tell children how they are progressing, are much less likely to crowd out their own interest.

That is why we think of Clever Coins as a scoreboard for effort rather than a wage. Coins are earned by completing games and daily challenges, and badges mark achievements along the way. Clever Coins have no cash value and can only be spent inside CleverPlay, on things like avatar frames, badges and premium games. At home, we suggest:

- Do not convert coins into money, treats or extra screen time.
- Let your child decide how to spend their coins; making choices is part of the fun.
- Talk about what a badge represents: "You earned that by practising every day this week."
- Notice the effort that earns no coins at all, like helping a younger sibling with a puzzle.

## Set goals your child can control

"Reach the top of the leaderboard" depends on other people. "Play Word Adventure three times this week and beat my own best" depends only on your child. Personal goals build the sense that effort leads to progress, which is the heart of a growth mindset. Write the goal down, check it at the end of the week and set the next one together.

## Model it yourself

Children copy what they see. Try a game your child enjoys and let them watch you struggle, make a mistake and try again. Say out loud what you are thinking: "I rushed that one. I'll slow down next round." Few things teach a growth mindset more clearly than an adult who is happy to be a beginner.`,
  },
];
